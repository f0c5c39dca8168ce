import type { TLocale } from '@/i18n/locales'
import { DashboardPage } from '@/modules/admin/components/dashboard-page'
import { placeholderMetadata } from '@/modules/site/placeholder-page'

export const generateMetadata = placeholderMetadata('admin', '/admin', { index: false })

export default async function Page({ params, searchParams }: PageProps<'/[locale]/admin'>) {
  return <DashboardPage locale={(await params).locale as TLocale} searchParams={await searchParams} />
}
