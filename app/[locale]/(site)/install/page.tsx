import { ContentPage, contentPageMetadata } from '@/modules/content/components/content-page'

// Static per locale; revalidated by POST /api/content/revalidate, at the latest after an hour.
export const revalidate = 3600
export const generateMetadata = contentPageMetadata('install')

export default async function Page({ params }: PageProps<'/[locale]/install'>) {
  return <ContentPage slug="install" locale={(await params).locale} />
}
