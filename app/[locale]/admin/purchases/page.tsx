import type { TLocale } from '@/i18n/locales'
import { PurchasesPage } from '@/modules/purchases/components/purchases-page'
import { placeholderMetadata } from '@/modules/site/placeholder-page'

export const generateMetadata = placeholderMetadata('adminPurchases', '/admin/purchases', { index: false })

export default async function Page({ params, searchParams }: PageProps<'/[locale]/admin/purchases'>) {
  return <PurchasesPage locale={(await params).locale as TLocale} searchParams={await searchParams} />
}
