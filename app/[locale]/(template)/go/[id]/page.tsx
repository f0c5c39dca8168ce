import { defaultLocale, isLocale } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import { GoPage, generateGoMetadata } from '@/modules/content/components/content-page'
import { listFolderIds } from '@/modules/content/queries'

// Campaign landing pages, prerendered per locale; revalidated like every content page.
export const revalidate = 3600
export const generateMetadata = generateGoMetadata

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = isLocale(params.locale) ? params.locale : defaultLocale
  return (await listFolderIds('go', locale)).map((id) => ({ id }))
}

export default async function Page({ params }: PageProps<'/[locale]/go/[id]'>) {
  const locale = await localeOf(params)
  const { id } = await params
  return <GoPage id={id} locale={locale} />
}
