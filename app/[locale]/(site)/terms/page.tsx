import { localeOf } from '@/i18n/params'
import { ContentPage, contentPageMetadata } from '@/modules/content/components/content-page'

// Static per locale; revalidated by POST /api/content/revalidate, at the latest after an hour.
export const revalidate = 3600
export const generateMetadata = contentPageMetadata('terms')

export default async function Page({ params }: PageProps<'/[locale]/terms'>) {
  return <ContentPage slug="terms" locale={await localeOf(params)} />
}
