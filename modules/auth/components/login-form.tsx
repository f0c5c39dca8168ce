'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useActionState, useEffect, useId, useState } from 'react'
import { withLocale } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { resolvePostSignInPath } from '@/lib/routing/safe-redirect'
import { secondStepHref } from '@/modules/second-factor/shared'
import { Button } from '@/modules/ui/components/button'
import { PasswordField, TextField, useFieldErrors } from '@/modules/ui/components/fields'
import { ErrorSummary } from '@/modules/ui/components/form-feedback'
import { fromOAuthCallbackError } from '../error-codes'
import { loginAction, type TAuthFormState } from '../form-actions'
import { AuthAlert } from './form-parts'
import { MagicLinkForm } from './magic-link-form'
import { PasskeySignIn } from './passkey-sign-in'
import { ProviderButtons } from './provider-buttons'
import { authFailure, fieldErrors, useFinishSignIn } from './use-auth-form'

/**
 * Email + password sign-in: a form action, so it works without JavaScript (the server redirects);
 * with it, the page finishes the sign-in (session store, other tabs). Afterwards `redirect` is
 * followed only when it is a same-site path; an account with a second factor goes to its step.
 */
export function LoginForm({ wanted, oauthError }: { wanted: string | null; oauthError: string | null }) {
  const t = useTranslations('auth')
  const locale = useLocale() as TLocale
  const formId = useId()
  const target = resolvePostSignInPath(wanted, locale)
  const [state, formAction, pending] = useActionState<TAuthFormState, FormData>(loginAction, null)
  const hydrated = useFinishSignIn(state)
  const initialFailure = oauthError ? { code: fromOAuthCallbackError(oauthError) } : null
  // A used or expired email link lands here: offer a new link straight away.
  const [mode, setMode] = useState<'password' | 'link'>(
    initialFailure?.code === 'auth/expired-action-code' || initialFailure?.code === 'auth/invalid-action-code'
      ? 'link'
      : 'password',
  )
  const [showOauthError, setShowOauthError] = useState(initialFailure !== null)
  useEffect(() => {
    if (state) setShowOauthError(false)
  }, [state])

  const failure = authFailure(state)
  const busy = pending || (state?.ok === true && 'target' in state.data)
  const ids = { email: `${formId}-email`, password: `${formId}-password` }
  const fieldError = useFieldErrors(state)
  const goOn = () => window.location.assign(target)

  const loginPage = withLocale(locale, '/login')
  const errorPage = wanted ? `${loginPage}?redirect=${encodeURIComponent(wanted)}` : loginPage
  const registerHref = wanted ? { pathname: '/register' as const, query: { redirect: wanted } } : '/register'

  return (
    <div className="max-w-md space-y-6">
      {mode === 'link' ? (
        <>
          <MagicLinkForm target={target} initialFailure={showOauthError ? initialFailure : null} />
          <Button
            block
            variant="secondary"
            type="button"
            onClick={() => {
              setShowOauthError(false)
              setMode('password')
            }}
          >
            {t('link.usePassword')}
          </Button>
        </>
      ) : (
        <form action={formAction} noValidate className="space-y-4" aria-busy={busy}>
          <input type="hidden" name="locale" value={locale} />
          {wanted ? <input type="hidden" name="redirect" value={wanted} /> : null}
          {hydrated ? <input type="hidden" name="js" value="1" /> : null}
          <AuthAlert failure={showOauthError ? initialFailure : null} />
          <AuthAlert failure={failure} attempt={state} />
          <ErrorSummary errors={fieldErrors(ids, fieldError)} attempt={state} />
          {/* "webauthn": the browser may offer this site's passkeys here (conditional UI). */}
          <TextField
            id={ids.email}
            label={t('fields.email')}
            name="email"
            type="email"
            autoComplete="email webauthn"
            defaultValue={failure?.values?.email}
            error={fieldError('email')}
            required
          />
          <PasswordField
            id={ids.password}
            label={t('fields.password')}
            name="password"
            autoComplete="current-password"
            error={fieldError('password')}
            required
          />
          <Button block pending={busy} pendingLabel={t('login.submitting')}>
            {t('login.submit')}
          </Button>
          <p className="text-sm">
            <Link href="/forgot-password" className="font-medium text-brand-700 hover:underline">
              {t('login.forgot')}
            </Link>
          </p>
          {hydrated ? (
            <Button
              block
              variant="secondary"
              type="button"
              onClick={() => {
                setShowOauthError(false)
                setMode('link')
              }}
            >
              {t('link.choose')}
            </Button>
          ) : null}
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
