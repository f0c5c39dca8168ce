import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import type { TPathname } from '@/i18n/routing'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { buildPageMetadata } from '@/modules/i18n/public'
import { PageIntro } from '@/modules/ui/components/page-intro'

export type TAuthPage = 'login' | 'register' | 'forgotPassword' | 'resetPassword'

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

/** One value of a sign-in page's query (`redirect`, `error`, `token`); none when absent or repeated. */
export function queryValue(
  query: Record<string, string | string[] | undefined>,
  name: string,
): string | null {
  const value = query[name]
  return typeof value === 'string' ? value : null
}

// The `auth` texts each page's form can show (the header's account menu comes with every page).
// The forms answer only with `auth/…` and `common/…` codes.
export const AUTH_FORM_TEXTS: Record<TAuthPage, readonly string[]> = {
  login: [
    'auth.fields',
    'auth.login',
    'auth.link',
    'auth.providers',
    'auth.retryAfter',
    'auth.passkeys.signIn',
    'auth.passkeys.signingIn',
  ],
  register: ['auth.fields', 'auth.register', 'auth.policy', 'auth.providers', 'auth.retryAfter'],
  forgotPassword: ['auth.fields', 'auth.forgot', 'auth.retryAfter'],
  resetPassword: ['auth.fields', 'auth.reset', 'auth.policy', 'auth.retryAfter'],
}

/**
 * A sign-in page around its form (`children`), which the route renders from its query with a
 * fresh form token where a bot check applies, so every form works without JavaScript (decision
 * 045). Each route imports its own form only: a page loads the code of no other page's form.
 */
export async function AuthPage({
  page,
  locale,
  children,
}: {
  page: TAuthPage
  locale: TLocale
  children: React.ReactNode
}) {
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: `pages.${page}` })
  return (
    <PageIntro title={t('title')} intro={t('intro')}>
      <div className="mt-8">
        {/* No Suspense boundary: React streams a finished boundary of more than 500 bytes after
            the shell once the page's first 12.8 KB are written, where only a script shows it; the
            forms must be in the HTML as it arrives (decision 045). */}
        <ClientMessages parts={AUTH_FORM_TEXTS[page]} errorGroups={['auth', 'common']}>
          {children}
        </ClientMessages>
      </div>
    </PageIntro>
  )
}
