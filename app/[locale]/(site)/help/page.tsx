import { localeOf } from '@/i18n/params'
import { ContentPage, contentPageMetadata } from '@/modules/content/components/content-page'

// Static per locale; revalidated by POST /api/content/revalidate, at the latest after an hour.
export const revalidate = 3600
export const generateMetadata = contentPageMetadata('help')

export default async function Page({ params }: PageProps<'/[locale]/help'>) {
  return <ContentPage slug="help" locale={await localeOf(params)} />
}
