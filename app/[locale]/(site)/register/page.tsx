import type { TLocale } from '@/i18n/locales'
import { AuthPage, authPageMetadata } from '@/modules/auth/components/auth-pages'

export const generateMetadata = authPageMetadata('register')

export default async function Page({ params }: PageProps<'/[locale]/register'>) {
  return <AuthPage page="register" locale={(await params).locale as TLocale} />
}
