import type { TLocale } from '@/i18n/locales'
import { placeholderMetadata } from '@/modules/site/placeholder-page'
import { SurveyPage } from '@/modules/surveys/components/survey-page'

export const generateMetadata = placeholderMetadata('surveyTest', '/survey/test')

export default async function Page({ params }: PageProps<'/[locale]/survey/test'>) {
  return <SurveyPage survey="ftnd" locale={(await params).locale as TLocale} />
}
