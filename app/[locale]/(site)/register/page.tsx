import { localeOf } from '@/i18n/params'
import { AuthPage, authPageMetadata, queryValue } from '@/modules/auth/components/auth-pages'
import { RegisterForm } from '@/modules/auth/components/register-form'
import { issueFormToken } from '@/modules/bot-check/public'

export const generateMetadata = authPageMetadata('register')

export default async function Page({ params, searchParams }: PageProps<'/[locale]/register'>) {
  const query = await searchParams
  return (
    <AuthPage page="register" locale={await localeOf(params)}>
      <RegisterForm wanted={queryValue(query, 'redirect')} formToken={issueFormToken()} />
    </AuthPage>
  )
}
