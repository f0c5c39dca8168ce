import type { TLocale } from '@/i18n/locales'
import { AuthPage, authPageMetadata } from '@/modules/auth/components/auth-pages'

export const generateMetadata = authPageMetadata('login')

export default async function Page({ params }: PageProps<'/[locale]/login'>) {
  return <AuthPage page="login" locale={(await params).locale as TLocale} />
}
