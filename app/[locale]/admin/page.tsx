import { localeOf } from '@/i18n/params'
import { DashboardPage } from '@/modules/admin/components/dashboard-page'
import { pageMetadata } from '@/modules/site/page-metadata'

export const generateMetadata = pageMetadata('admin', '/admin', { index: false })

export default async function Page({ params, searchParams }: PageProps<'/[locale]/admin'>) {
  return <DashboardPage locale={await localeOf(params)} searchParams={await searchParams} />
}
