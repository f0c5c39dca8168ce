'use client'

import { useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useState } from 'react'
import type { TLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { withLocale } from '@/lib/routing/locale-path'
import { resolvePostSignInPath } from '@/lib/routing/safe-redirect'
import { needsSecondStep, secondStepHref } from '@/modules/second-factor/second-step-href'
import { authClient, callAuth, type TAuthFailure } from '../client/auth-client'
import { completeSignIn } from '../client/session-store'
import { fromOAuthCallbackError } from '../error-codes'
import {
  AuthAlert,
  isPlausibleEmail,
  PasswordField,
  primaryButtonClass,
  secondaryButtonClass,
  TextField,
} from './form-parts'
import { MagicLinkForm } from './magic-link-form'
import { PasskeySignIn } from './passkey-sign-in'
import { ProviderButtons } from './provider-buttons'

/** Email + password sign-in; afterwards `redirect` is followed only when it is a same-site path. */
export function LoginForm() {
  const t = useTranslations('auth')
  const locale = useLocale() as TLocale
  const params = useSearchParams()
  const wanted = params.get('redirect')
  const target = resolvePostSignInPath(wanted, locale)
  const oauthError = params.get('error')
  const [failure, setFailure] = useState<TAuthFailure | null>(
    oauthError ? { code: fromOAuthCallbackError(oauthError) } : null,
  )
  const [busy, setBusy] = useState(false)
  // A used or expired email link lands here: offer a new link straight away.
  const [mode, setMode] = useState<'password' | 'link'>(
    failure?.code === 'auth/expired-action-code' || failure?.code === 'auth/invalid-action-code'
      ? 'link'
      : 'password',
  )

  const goOn = () => window.location.assign(target)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const email = String(form.get('email') ?? '').trim()
    const password = String(form.get('password') ?? '')
    if (!email) return setFailure({ code: 'auth/missing-email' })
    if (!isPlausibleEmail(email)) return setFailure({ code: 'auth/invalid-email' })
    if (!password) return setFailure({ code: 'auth/missing-password' })
    setBusy(true)
    setFailure(null)
    const result = await callAuth((fetchOptions) =>
      authClient.signIn.email({ email, password, fetchOptions }),
    )
    if (!result.ok) {
      setBusy(false)
      setFailure(result)
      return
    }
    // A second factor: no session yet, the code step finishes the sign-in (issue 17).
    if (needsSecondStep(result.data)) return window.location.assign(secondStepHref(locale, target))
    await completeSignIn()
    goOn()
  }

  const loginPage = withLocale(locale, '/login')
  const errorPage = wanted ? `${loginPage}?redirect=${encodeURIComponent(wanted)}` : loginPage
  const registerHref = wanted ? { pathname: '/register' as const, query: { redirect: wanted } } : '/register'

  return (
    <div className="max-w-md space-y-6">
      {mode === 'link' ? (
        <>
          <MagicLinkForm target={target} initialFailure={failure} />
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => {
              setFailure(null)
              setMode('password')
            }}
          >
            {t('link.usePassword')}
          </button>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
          {failure ? <AuthAlert code={failure.code} retryAfter={failure.retryAfter} /> : null}
          {/* "webauthn": the browser may offer this site's passkeys here (conditional UI). */}
          <TextField
            label={t('fields.email')}
            name="email"
            type="email"
            autoComplete="email webauthn"
            required
          />
          <PasswordField
            label={t('fields.password')}
            name="password"
            autoComplete="current-password"
            required
          />
          <button type="submit" className={primaryButtonClass} disabled={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </button>
          <p className="text-sm">
            <Link href="/forgot-password" className="font-medium text-brand-700 hover:underline">
              {t('login.forgot')}
            </Link>
          </p>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => {
              setFailure(null)
              setMode('link')
            }}
          >
            {t('link.choose')}
          </button>
        </form>
      )}
      <PasskeySignIn onSignedIn={goOn} />
      <ProviderButtons
        target={target}
        errorPage={errorPage}
        onSignedIn={goOn}
        onSecondStep={() => window.location.assign(secondStepHref(locale, target))}
      />
      <p className="text-sm text-slate-700">
        {t('login.noAccount')}{' '}
        <Link href={registerHref} className="font-medium text-brand-700 hover:underline">
          {t('login.register')}
        </Link>
      </p>
    </div>
  )
}
