import type { TLocale } from '@/i18n/locales'
import { AuthPage, authPageMetadata } from '@/modules/auth/components/auth-pages'

export const generateMetadata = authPageMetadata('forgotPassword')

export default async function Page({ params }: PageProps<'/[locale]/forgot-password'>) {
  return <AuthPage page="forgotPassword" locale={(await params).locale as TLocale} />
}
