import { localeOf } from '@/i18n/params'
import { pageMetadata } from '@/modules/site/page-metadata'
import { SurveyPage } from '@/modules/surveys/components/survey-page'

export const generateMetadata = pageMetadata('surveyMotivation', '/survey/motivation')

export default async function Page({ params }: PageProps<'/[locale]/survey/motivation'>) {
  return <SurveyPage survey="motivation" locale={await localeOf(params)} />
}
