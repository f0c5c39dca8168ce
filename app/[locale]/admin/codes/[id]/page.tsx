import { localeOf } from '@/i18n/params'
import { CampaignCodesPage } from '@/modules/codes/components/campaign-codes-page'
import { pageMetadata } from '@/modules/site/page-metadata'

export const generateMetadata = pageMetadata('adminCodes', undefined, { index: false })

export default async function Page({ params, searchParams }: PageProps<'/[locale]/admin/codes/[id]'>) {
  const locale = await localeOf(params)
  const { id } = await params
  return <CampaignCodesPage locale={locale} id={id} searchParams={await searchParams} />
}
