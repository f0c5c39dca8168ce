'use client'

import { useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import type { TLocale } from '@/i18n/locales'
import { resolveSafeRedirect } from '@/lib/routing/safe-redirect'
import { authClient, callAuth, type TAuthFailure } from '@/modules/auth/client/auth-client'
import { completeSignIn } from '@/modules/auth/client/session-store'
import {
  AuthAlert,
  primaryButtonClass,
  secondaryButtonClass,
  TextField,
} from '@/modules/auth/components/form-parts'
import { loginHref } from '../login-href'

type TMode = 'app' | 'recovery'

/** Codes after which this challenge is over: only a new sign-in helps. */
const CHALLENGE_OVER = new Set(['auth/too-many-requests', 'auth/code-expired'])

/**
 * The sign-in's second step: one code input (numeric keypad, one-time-code autofill), or a
 * recovery code, and "trust this browser for 30 days". The session exists only after this.
 */
export function SecondStepForm() {
  const t = useTranslations('secondFactor.step')
  const locale = useLocale() as TLocale
  const params = useSearchParams()
  const wanted = params.get('redirect')
  const target = resolveSafeRedirect(wanted, locale)
  const [mode, setMode] = useState<TMode>('app')
  const [failure, setFailure] = useState<TAuthFailure | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const code = String(form.get('code') ?? '').replace(/\s+/g, '')
    const trustDevice = form.get('trustDevice') === 'on'
    if (!code) return setFailure({ code: 'auth/invalid-verification-code' })
    setBusy(true)
    setFailure(null)
    const path = mode === 'app' ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code'
    const result = await callAuth((fetchOptions) =>
      authClient.$fetch(path, { method: 'POST', body: { code, trustDevice }, ...fetchOptions }),
    )
    if (!result.ok) {
      setBusy(false)
      setFailure(result)
      return
    }
    await completeSignIn()
    window.location.assign(target)
  }

  const over = failure !== null && CHALLENGE_OVER.has(failure.code)

  return (
    <div className="max-w-md space-y-6">
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
        {failure ? <AuthAlert code={failure.code} retryAfter={failure.retryAfter} /> : null}
        {mode === 'app' ? (
          <TextField
            key="app"
            label={t('codeLabel')}
            hint={t('codeHint')}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={6}
            invalid={failure?.code === 'auth/invalid-verification-code'}
            required
            autoFocus
          />
        ) : (
          <TextField
            key="recovery"
            label={t('recoveryLabel')}
            hint={t('recoveryHint')}
            name="code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            invalid={failure?.code === 'auth/invalid-verification-code'}
            required
            autoFocus
          />
        )}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="trustDevice" className="h-4 w-4" />
          {t('trust')}
        </label>
        <button type="submit" className={primaryButtonClass} disabled={busy || over}>
          {busy ? t('submitting') : t('submit')}
        </button>
      </form>
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() => {
          setFailure(null)
          setMode(mode === 'app' ? 'recovery' : 'app')
        }}
      >
        {mode === 'app' ? t('useRecovery') : t('useApp')}
      </button>
      <p className="text-sm">
        <a href={loginHref(locale, wanted)} className="font-medium text-brand-700 hover:underline">
          {t('restart')}
        </a>
      </p>
    </div>
  )
}
