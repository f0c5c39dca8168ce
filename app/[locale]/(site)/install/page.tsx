import { localeOf } from '@/i18n/params'
import { ContentPage, contentPageMetadata } from '@/modules/content/components/content-page'
import { InstallPrompt } from '@/modules/pwa/components/install-prompt'

// Static per locale; revalidated by POST /api/content/revalidate, at the latest after an hour.
// The story explains Android, iOS and desktop; the install button shows where the browser offers it.
export const revalidate = 3600
export const generateMetadata = contentPageMetadata('install')

export default async function Page({ params }: PageProps<'/[locale]/install'>) {
  return <ContentPage slug="install" locale={await localeOf(params)} lead={<InstallPrompt />} />
}
