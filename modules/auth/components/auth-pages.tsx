import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import type { TPathname } from '@/i18n/routing'
import { issueFormToken } from '@/modules/bot-check/public'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { buildPageMetadata } from '@/modules/i18n/public'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { ForgotPasswordForm } from './forgot-password-form'
import { LoginForm } from './login-form'
import { RegisterForm } from './register-form'
import { ResetPasswordForm } from './reset-password-form'

type TAuthPage = 'login' | 'register' | 'forgotPassword' | 'resetPassword'

const HREFS: Record<TAuthPage, TPathname> = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
}

/** Metadata of the sign-in pages: never indexed (they carry `redirect` and tokens). */
export function authPageMetadata(page: TAuthPage) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>
  }): Promise<Metadata> {
    const locale = await localeOf(params)
    const t = await getTranslations({ locale, namespace: `pages.${page}` })
    return buildPageMetadata(locale, t('title'), { description: t('intro'), href: HREFS[page], index: false })
  }
}

export type TAuthPageQuery = Record<string, string | string[] | undefined>

function one(query: TAuthPageQuery, name: string): string | null {
  const value = query[name]
  return typeof value === 'string' ? value : null
}

const FORMS: Record<TAuthPage, (query: TAuthPageQuery) => React.ReactNode> = {
  login: (query) => <LoginForm wanted={one(query, 'redirect')} oauthError={one(query, 'error')} />,
  register: (query) => <RegisterForm wanted={one(query, 'redirect')} formToken={issueFormToken()} />,
  forgotPassword: () => <ForgotPasswordForm formToken={issueFormToken()} />,
  resetPassword: (query) => <ResetPasswordForm token={one(query, 'token')} linkError={one(query, 'error')} />,
}

/**
 * A sign-in page, rendered per request from its query (`redirect`, `error`, `token`) with a
 * fresh form token where a bot check applies, so every form works without JavaScript (decision
 * 045).
 */
export async function AuthPage({
  page,
  locale,
  query = {},
}: {
  page: TAuthPage
  locale: TLocale
  query?: TAuthPageQuery
}) {
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: `pages.${page}` })
  return (
    <PageIntro title={t('title')} intro={t('intro')}>
      <div className="mt-8">
        {/* The forms read most of the `auth` texts and answer only with `auth/…` and `common/…`
            codes. No Suspense boundary: React streams a finished boundary of more than 500 bytes
            after the shell once the page's first 12.8 KB are written, where only a script shows
            it; the forms must be in the HTML as it arrives (decision 045). */}
        <ClientMessages namespaces={['auth']} errorGroups={['auth', 'common']}>
          {FORMS[page](query)}
        </ClientMessages>
      </div>
    </PageIntro>
  )
}
