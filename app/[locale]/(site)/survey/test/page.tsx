import { localeOf } from '@/i18n/params'
import { pageMetadata } from '@/modules/site/page-metadata'
import { SurveyPage } from '@/modules/surveys/components/survey-page'

export const generateMetadata = pageMetadata('surveyTest', '/survey/test')

export default async function Page({ params }: PageProps<'/[locale]/survey/test'>) {
  return <SurveyPage survey="ftnd" locale={await localeOf(params)} />
}
