'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useState } from 'react'
import { Button } from '@/modules/ui/components/button'
import { PasswordField, TextField } from '@/modules/ui/components/fields'
import { RouteLink } from '@/modules/ui/components/route-link'
import { loginAction } from '../actions'
import { fromOAuthCallbackError } from '../error-codes'
import { AuthAlert, AuthForm } from './form-parts'
import { MagicLinkForm } from './magic-link-form'
import { useAuthForm, useFinishSignIn } from './use-auth-form'

export type TLoginFormProps = {
  wanted: string | null
  oauthError: string | null
  /** The bot check of the sign-in link form without JavaScript (decision 045). */
  formToken: string
}

/**
 * Email + password sign-in: a form action, so it works without JavaScript (the server redirects);
 * with it, the page finishes the sign-in (session store, other tabs). Afterwards `redirect` is
 * followed only when it is a same-site path; an account with a second factor goes to its step.
 * With JavaScript it offers an emailed sign-in link instead; a used or expired link lands on the
 * link form, which works without JavaScript too. The page loads this code when someone starts
 * using the form (`LoginFormIsland`).
 */
export function LoginForm({ wanted, oauthError, formToken }: TLoginFormProps) {
  const t = useTranslations('auth')
  const locale = useLocale()
  const formId = useId()
  const form = useAuthForm(loginAction)
  const { state, failure, fieldError } = form
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

  const { busy } = form
  const ids = { email: `${formId}-email`, password: `${formId}-password` }
  const switchTo = (next: typeof mode, label: string) => (
    <Button
      block
      variant="secondary"
      type="button"
      onClick={() => {
        setShowOauthError(false)
        setMode(next)
      }}
    >
      {label}
    </Button>
  )

  return (
    <div className="space-y-6">
      {mode === 'link' ? (
        <>
          <MagicLinkForm
            wanted={wanted}
            formToken={formToken}
            initialFailure={showOauthError ? initialFailure : null}
          />
          {/* Without JavaScript the sign-in page itself, which opens with the password form. */}
          <div className="invisible hidden js:block island-live:visible">
            {switchTo('password', t('link.usePassword'))}
          </div>
          <p className="text-sm js:hidden">
            <RouteLink
              locale={locale}
              href="/login"
              query={wanted ? { redirect: wanted } : undefined}
              className="font-medium text-brand-700 hover:underline"
            >
              {t('link.usePassword')}
            </RouteLink>
          </p>
        </>
      ) : (
        <AuthForm form={form} ids={ids} wanted={wanted} hydrated={hydrated}>
          <AuthAlert failure={showOauthError ? initialFailure : null} />
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
            <RouteLink
              locale={locale}
              href="/forgot-password"
              className="font-medium text-brand-700 hover:underline"
            >
              {t('login.forgot')}
            </RouteLink>
          </p>
          {/* Needs JavaScript. Its place is kept from the first paint (the form is an island); it
              shows once the island holds a click, so nothing moves and no press is lost. */}
          <div className="invisible hidden js:block island-live:visible">
            {switchTo('link', t('link.choose'))}
          </div>
        </AuthForm>
      )}
    </div>
  )
}
