import { localeOf } from '@/i18n/params'
import { AuthPage, authPageMetadata } from '@/modules/auth/components/auth-pages'

export const generateMetadata = authPageMetadata('forgotPassword')

export default async function Page({ params, searchParams }: PageProps<'/[locale]/forgot-password'>) {
  return <AuthPage page="forgotPassword" locale={await localeOf(params)} query={await searchParams} />
}
