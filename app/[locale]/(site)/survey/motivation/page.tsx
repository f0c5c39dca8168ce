import type { TLocale } from '@/i18n/locales'
import { placeholderMetadata } from '@/modules/site/placeholder-page'
import { SurveyPage } from '@/modules/surveys/components/survey-page'

export const generateMetadata = placeholderMetadata('surveyMotivation', '/survey/motivation')

export default async function Page({ params }: PageProps<'/[locale]/survey/motivation'>) {
  return <SurveyPage survey="motivation" locale={(await params).locale as TLocale} />
}
