import { connection } from 'next/server'
import { localeOf } from '@/i18n/params'
import { AuthPage, authPageMetadata } from '@/modules/auth/components/auth-pages'
import { ForgotPasswordForm } from '@/modules/auth/components/forgot-password-form'
import { issueFormToken } from '@/modules/bot-check/public'

export const generateMetadata = authPageMetadata('forgotPassword')

export default async function Page({ params }: PageProps<'/[locale]/forgot-password'>) {
  // Rendered per request, never prerendered: each visitor's form gets a fresh bot-check token.
  await connection()
  return (
    <AuthPage page="forgotPassword" locale={await localeOf(params)}>
      <ForgotPasswordForm formToken={issueFormToken()} />
    </AuthPage>
  )
}
