'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import type { TLocale } from '@/i18n/locales'
import {
  BOT_CHECK_HEADER_NAME,
  BotCheckField,
  resetBotCheck,
  solveBotCheck,
} from '@/modules/bot-check/components/bot-check-field'
import { authClient, callAuth, type TAuthFailure } from '../client/auth-client'
import { AuthAlert, AuthNotice, isPlausibleEmail, primaryButtonClass, TextField } from './form-parts'

/**
 * "Send me a sign-in link": asks for a single-use link to `target` (already a safe same-site
 * path; the server checks it again). The answer is the same whether or not the address has an
 * account, and no account is created from here.
 */
export function MagicLinkForm({
  target,
  initialFailure = null,
}: {
  target: string
  initialFailure?: TAuthFailure | null
}) {
  const t = useTranslations('auth')
  const locale = useLocale() as TLocale
  const [failure, setFailure] = useState<TAuthFailure | null>(initialFailure)
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
      authClient.signIn.magicLink({
        email,
        callbackURL: target,
        metadata: { locale },
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

  if (sentTo) return <AuthNotice>{t('link.sent', { email: sentTo })}</AuthNotice>
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
      <p className="text-sm text-slate-700">{t('link.intro')}</p>
      {failure ? <AuthAlert code={failure.code} retryAfter={failure.retryAfter} /> : null}
      <TextField label={t('fields.email')} name="email" type="email" autoComplete="email" required />
      <BotCheckField />
      <button type="submit" className={primaryButtonClass} disabled={busy}>
        {busy ? t('link.submitting') : t('link.submit')}
      </button>
    </form>
  )
}
