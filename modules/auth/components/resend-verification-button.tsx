'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { withLocale } from '@/i18n/locale-path'
import { Button } from '@/modules/ui/components/button'
import { FormNotice } from '@/modules/ui/components/form-feedback'
import { callAuth, type TAuthFailure } from '../client/call-auth'
import { AuthAlert } from './form-parts'

/** Sends the verification mail again. */
export function ResendVerificationButton({ email }: { email: string }) {
  const t = useTranslations('auth.account')
  const locale = useLocale()
  const [failure, setFailure] = useState<TAuthFailure | null>(null)
  const [sent, setSent] = useState(false)
  const [busy, setBusy] = useState(false)

  async function onClick() {
    setBusy(true)
    const result = await callAuth((client, fetchOptions) =>
      client.sendVerificationEmail({
        email,
        callbackURL: `${withLocale(locale, '/account')}?verified=1`,
        fetchOptions,
      }),
    )
    setBusy(false)
    if (!result.ok) return setFailure(result)
    setFailure(null)
    setSent(true)
  }

  return (
    <div className="mt-2 space-y-2">
      {sent ? <FormNotice>{t('verificationSent')}</FormNotice> : null}
      <AuthAlert failure={failure} />
      {sent ? null : (
        <Button
          variant="link"
          type="button"
          className="text-sm"
          pending={busy}
          onClick={() => void onClick()}
        >
          {t('resendVerification')}
        </Button>
      )}
    </div>
  )
}
