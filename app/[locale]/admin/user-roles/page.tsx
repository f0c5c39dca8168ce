import type { TLocale } from '@/i18n/locales'
import { UserRolesPage } from '@/modules/admin/components/user-roles-page'
import { placeholderMetadata } from '@/modules/site/placeholder-page'

export const generateMetadata = placeholderMetadata('adminUserRoles', '/admin/user-roles', { index: false })

export default async function Page({ params, searchParams }: PageProps<'/[locale]/admin/user-roles'>) {
  return <UserRolesPage locale={(await params).locale as TLocale} searchParams={await searchParams} />
}
