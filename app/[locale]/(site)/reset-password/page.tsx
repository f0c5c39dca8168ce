import { localeOf } from '@/i18n/params'
import { AuthPage, authPageMetadata } from '@/modules/auth/components/auth-pages'

export const generateMetadata = authPageMetadata('resetPassword')

export default async function Page({ params, searchParams }: PageProps<'/[locale]/reset-password'>) {
  return <AuthPage page="resetPassword" locale={await localeOf(params)} query={await searchParams} />
}
