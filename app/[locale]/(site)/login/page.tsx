import { localeOf } from '@/i18n/params'
import { AuthPage, authPageMetadata } from '@/modules/auth/components/auth-pages'

export const generateMetadata = authPageMetadata('login')

export default async function Page({ params, searchParams }: PageProps<'/[locale]/login'>) {
  return <AuthPage page="login" locale={await localeOf(params)} query={await searchParams} />
}
