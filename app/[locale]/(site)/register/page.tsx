import { localeOf } from '@/i18n/params'
import { AuthPage, authPageMetadata } from '@/modules/auth/components/auth-pages'

export const generateMetadata = authPageMetadata('register')

export default async function Page({ params, searchParams }: PageProps<'/[locale]/register'>) {
  return <AuthPage page="register" locale={await localeOf(params)} query={await searchParams} />
}
