'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { ResendVerificationButton } from '@/modules/auth/components/resend-verification-button'
import { WELCOME_PARAM } from '@/modules/auth/shared'

/**
 * Above the signed-in home: the one-time welcome after registering (the address then drops
 * `?welcome=1`, so a reload does not greet again) and, while the address is unconfirmed, the
 * "confirm your e-mail" notice with "send again" (decision 047).
 */
export function AccountNotices({
  welcome,
  unconfirmedEmail,
}: {
  welcome: boolean
  unconfirmedEmail: string | null
}) {
  const t = useTranslations('companion')
  useEffect(() => {
    if (!welcome) return
    const url = new URL(window.location.href)
    url.searchParams.delete(WELCOME_PARAM)
    window.history.replaceState(window.history.state, '', url)
  }, [welcome])
  return (
    <div className="mb-8 space-y-4">
      {welcome ? (
        <section
          aria-labelledby="welcome"
          className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-brand-950"
        >
          <h2 id="welcome" className="text-xl font-bold">
            {t('welcome.heading')}
          </h2>
          <p className="mt-1">{t('welcome.text')}</p>
        </section>
      ) : null}
      {/* A notice of the page, not a live update: no role=status (the page's forms announce theirs). */}
      {unconfirmedEmail ? (
        <section
          aria-labelledby="confirm-email"
          className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950"
        >
          <p id="confirm-email">{t('confirmEmail', { email: unconfirmedEmail })}</p>
          <ResendVerificationButton email={unconfirmedEmail} />
        </section>
      ) : null}
    </div>
  )
}
