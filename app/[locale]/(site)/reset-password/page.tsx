import { localeOf } from '@/i18n/params'
import { AuthPage, authPageMetadata, queryValue } from '@/modules/auth/components/auth-pages'
import { ResetPasswordForm } from '@/modules/auth/components/reset-password-form'

export const generateMetadata = authPageMetadata('resetPassword')

export default async function Page({ params, searchParams }: PageProps<'/[locale]/reset-password'>) {
  const query = await searchParams
  return (
    <AuthPage page="resetPassword" locale={await localeOf(params)}>
      <ResetPasswordForm token={queryValue(query, 'token')} linkError={queryValue(query, 'error')} />
    </AuthPage>
  )
}
