import { localeOf } from '@/i18n/params'
import { AuthPage, authPageMetadata, queryValue } from '@/modules/auth/components/auth-pages'
import { LoginPanel } from '@/modules/auth/components/login-panel'
import { issueFormToken } from '@/modules/bot-check/public'

export const generateMetadata = authPageMetadata('login')

export default async function Page({ params, searchParams }: PageProps<'/[locale]/login'>) {
  const query = await searchParams
  return (
    <AuthPage page="login" locale={await localeOf(params)}>
      <LoginPanel
        wanted={queryValue(query, 'redirect')}
        oauthError={queryValue(query, 'error')}
        formToken={issueFormToken()}
      />
    </AuthPage>
  )
}
