import { localeOf } from '@/i18n/params'
import { ContentPage, contentPageMetadata } from '@/modules/content/components/content-page'
import { QuitSupportServices } from '@/modules/quit-support/components/quit-support-services'

// Static per locale; revalidated by POST /api/content/revalidate, at the latest after an hour.
export const revalidate = 3600
export const generateMetadata = contentPageMetadata('help')

export default async function Page({ params }: PageProps<'/[locale]/help'>) {
  const locale = await localeOf(params)
  return <ContentPage slug="help" locale={locale} lead={<QuitSupportServices locale={locale} />} />
}
