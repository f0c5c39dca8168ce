import { localeOf } from '@/i18n/params'
import { UserRolesPage } from '@/modules/admin/components/user-roles-page'
import { pageMetadata } from '@/modules/site/page-metadata'

export const generateMetadata = pageMetadata('adminUserRoles', '/admin/user-roles', { index: false })

export default async function Page({ params, searchParams }: PageProps<'/[locale]/admin/user-roles'>) {
  return <UserRolesPage locale={await localeOf(params)} searchParams={await searchParams} />
}
