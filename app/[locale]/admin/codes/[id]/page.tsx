import type { TLocale } from '@/i18n/locales'
import { CampaignCodesPage } from '@/modules/codes/components/campaign-codes-page'
import { placeholderMetadata } from '@/modules/site/placeholder-page'

export const generateMetadata = placeholderMetadata('adminCodes', undefined, { index: false })

export default async function Page({ params, searchParams }: PageProps<'/[locale]/admin/codes/[id]'>) {
  const { locale, id } = await params
  return <CampaignCodesPage locale={locale as TLocale} id={id} searchParams={await searchParams} />
}
