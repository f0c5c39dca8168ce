import { localeOf } from '@/i18n/params'
import { ContentPage, contentPageMetadata } from '@/modules/content/components/content-page'
import { HomeNewsletter } from '@/modules/newsletter/components/home-newsletter'

// Static per locale; revalidated by POST /api/content/revalidate, at the latest after an hour.
export const revalidate = 3600
export const generateMetadata = contentPageMetadata('home')

export default async function Page({ params }: PageProps<'/[locale]'>) {
  return (
    <>
      <ContentPage slug="home" locale={await localeOf(params)} />
      <HomeNewsletter />
    </>
  )
}
