import { defaultLocale, isLocale } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import { generatePostMetadata, PostPage } from '@/modules/content/components/post-page'
import { listFolderIds } from '@/modules/content/queries'

// Every post is prerendered per locale; new ones render on first request (then cached).
// Revalidated by POST /api/content/revalidate, at the latest after an hour.
export const revalidate = 3600
export const generateMetadata = generatePostMetadata

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = isLocale(params.locale) ? params.locale : defaultLocale
  return (await listFolderIds('posts', locale)).map((id) => ({ id }))
}

export default async function Page({ params }: PageProps<'/[locale]/posts/[id]'>) {
  const locale = await localeOf(params)
  const { id } = await params
  return <PostPage id={id} locale={locale} />
}
