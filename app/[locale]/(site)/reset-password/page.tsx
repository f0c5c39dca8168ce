import type { TLocale } from '@/i18n/locales'
import { AuthPage, authPageMetadata } from '@/modules/auth/components/auth-pages'

export const generateMetadata = authPageMetadata('resetPassword')

export default async function Page({ params }: PageProps<'/[locale]/reset-password'>) {
  return <AuthPage page="resetPassword" locale={(await params).locale as TLocale} />
}
