import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'
import type { TLocale } from '@/i18n/locales'
import type { TPathname } from '@/i18n/routing'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { buildPageMetadata } from '@/modules/i18n/metadata'
import { PageIntro } from '@/modules/site/components/page-intro'
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
    const locale = (await params).locale as TLocale
    const t = await getTranslations({ locale, namespace: `pages.${page}` })
    return buildPageMetadata(locale, t('title'), { description: t('intro'), href: HREFS[page], index: false })
  }
}

const FORMS: Record<TAuthPage, () => React.ReactNode> = {
  login: () => <LoginForm />,
  register: () => <RegisterForm />,
  forgotPassword: () => <ForgotPasswordForm />,
  resetPassword: () => <ResetPasswordForm />,
}

/**
 * A sign-in page. Static: the form reads `redirect`, `token` or `error` from the address on
 * the client (hence the Suspense boundary), so the page itself is prerendered per locale.
 */
export async function AuthPage({ page, locale }: { page: TAuthPage; locale: TLocale }) {
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: `pages.${page}` })
  return (
    <PageIntro title={t('title')} intro={t('intro')}>
      <div className="mt-8">
        {/* The forms show any sign-in error code and most of the `auth` texts. */}
        <ClientMessages namespaces={['auth', 'errors']}>
          <Suspense fallback={null}>{FORMS[page]()}</Suspense>
        </ClientMessages>
      </div>
    </PageIntro>
  )
}
