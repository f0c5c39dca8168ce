'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import type { TLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { withLocale } from '@/lib/routing/locale-path'
import {
  BOT_CHECK_HEADER_NAME,
  BotCheckField,
  resetBotCheck,
  solveBotCheck,
} from '@/modules/bot-check/components/bot-check-field'
import { authClient, callAuth, type TAuthFailure } from '../client/auth-client'
import { AuthAlert, AuthNotice, isPlausibleEmail, primaryButtonClass, TextField } from './form-parts'

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('auth')
  const locale = useLocale() as TLocale
  const [failure, setFailure] = useState<TAuthFailure | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const email = String(new FormData(formElement).get('email') ?? '').trim()
    if (!email) return setFailure({ code: 'auth/missing-email' })
    if (!isPlausibleEmail(email)) return setFailure({ code: 'auth/invalid-email' })
    setBusy(true)
    setFailure(null)
    const botCheck = await solveBotCheck(formElement)
    if (!botCheck) {
      setBusy(false)
      return setFailure({ code: 'auth/captcha-check-failed' })
    }
    const result = await callAuth((fetchOptions) =>
      authClient.requestPasswordReset({
        email,
        redirectTo: withLocale(locale, '/reset-password'),
        fetchOptions: { ...fetchOptions, headers: { [BOT_CHECK_HEADER_NAME]: botCheck } },
      }),
    )
    setBusy(false)
    if (!result.ok) {
      resetBotCheck(formElement)
      return setFailure(result)
    }
    setSentTo(email)
  }

  return (
    <div className="max-w-md space-y-4">
      {sentTo ? (
        <AuthNotice>{t('forgot.sent', { email: sentTo })}</AuthNotice>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
          {failure ? <AuthAlert code={failure.code} retryAfter={failure.retryAfter} /> : null}
          <TextField label={t('fields.email')} name="email" type="email" autoComplete="email" required />
          <BotCheckField />
          <button type="submit" className={primaryButtonClass} disabled={busy}>
            {busy ? t('forgot.submitting') : t('forgot.submit')}
          </button>
        </form>
      )}
      <p className="text-sm">
        <Link href="/login" className="font-medium text-brand-700 hover:underline">
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </div>
  )
}
