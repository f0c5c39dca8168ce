import { localeOf } from '@/i18n/params'
import { PurchasesPage } from '@/modules/purchases/components/purchases-page'
import { pageMetadata } from '@/modules/site/page-metadata'

export const generateMetadata = pageMetadata('adminPurchases', '/admin/purchases', { index: false })

export default async function Page({ params, searchParams }: PageProps<'/[locale]/admin/purchases'>) {
  return <PurchasesPage locale={await localeOf(params)} searchParams={await searchParams} />
}
