'use client'

import { useLocale, useTranslations } from 'next-intl'
import { withLocale } from '@/i18n/locale-path'
import { RouteLink } from '@/modules/ui/components/route-link'
import { useAuthState } from '../client/session-store'
import { secondStepHref } from '../second-factor/second-step-href'
import { ProviderButtons } from './provider-buttons'

const OTHER = {
  '/login': { href: '/register', question: 'login.noAccount', link: 'login.register' },
  '/register': { href: '/login', question: 'register.haveAccount', link: 'register.login' },
} as const

/**
 * Below the sign-in and registration forms: the providers (their errors come back to `page`),
 * then the way to the other of the two pages, each keeping the wanted `redirect`.
 */
export function SignInElsewhere({
  page,
  wanted,
  target,
}: {
  page: keyof typeof OTHER
  wanted: string | null
  target: string
}) {
  const t = useTranslations('auth')
  const locale = useLocale()
  const here = withLocale(locale, page)
  const other = OTHER[page]
  const auth = useAuthState()
  return (
    <>
      <ProviderButtons
        target={target}
        errorPage={wanted ? `${here}?redirect=${encodeURIComponent(wanted)}` : here}
        onSignedIn={() => window.location.assign(target)}
        onSecondStep={() => window.location.assign(secondStepHref(locale, target))}
      />
      {/* A signed-in person is here only to sign in again (recent sign-in): no new account. */}
      {auth.status === 'signed-in' ? null : (
        <p className="text-sm text-slate-700">
          {t(other.question)}{' '}
          <RouteLink
            locale={locale}
            href={other.href}
            query={wanted ? { redirect: wanted } : undefined}
            className="font-medium text-brand-700 hover:underline"
          >
            {t(other.link)}
          </RouteLink>
        </p>
      )}
    </>
  )
}
