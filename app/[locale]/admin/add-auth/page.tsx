import type { TLocale } from '@/i18n/locales'
import { AddAuthPage } from '@/modules/admin/components/add-auth-page'
import { placeholderMetadata } from '@/modules/site/placeholder-page'

export const generateMetadata = placeholderMetadata('adminAddAuth', '/admin/add-auth', { index: false })

export default async function Page({ params }: PageProps<'/[locale]/admin/add-auth'>) {
  return <AddAuthPage locale={(await params).locale as TLocale} />
}
