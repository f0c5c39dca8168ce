import { localeOf } from '@/i18n/params'
import { AddAuthPage } from '@/modules/admin/components/add-auth-page'
import { pageMetadata } from '@/modules/site/page-metadata'

export const generateMetadata = pageMetadata('adminAddAuth', '/admin/add-auth', { index: false })

export default async function Page({ params }: PageProps<'/[locale]/admin/add-auth'>) {
  return <AddAuthPage locale={await localeOf(params)} />
}
