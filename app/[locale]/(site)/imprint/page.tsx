import { localeOf } from '@/i18n/params'
import { ContentPage, contentPageMetadata } from '@/modules/content/components/content-page'

// Static per locale; revalidated by POST /api/content/revalidate, at the latest after an hour.
export const revalidate = 3600
export const generateMetadata = contentPageMetadata('imprint')

export default async function Page({ params }: PageProps<'/[locale]/imprint'>) {
  return <ContentPage slug="imprint" locale={await localeOf(params)} />
}
