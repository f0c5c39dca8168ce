'use client'

import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { Link } from '@/i18n/navigation'
import { authClient, callAuth, type TAuthFailure } from '../client/auth-client'
import { loadPasswordPolicy } from '../client/client-settings'
import { refreshSession } from '../client/session-store'
import { fromOAuthCallbackError } from '../error-codes'
import {
  checkPasswordLength,
  DEFAULT_PASSWORD_POLICY,
  ruleOfServerCode,
  type TPasswordPolicy,
  type TPasswordRule,
} from '../password-policy'
import { AuthAlert, AuthNotice, PasswordField, primaryButtonClass } from './form-parts'
import { PasswordPolicyList } from './password-policy-list'

/**
 * The page the reset mail leads to (via /api/auth/reset-password/<token>, which adds `token`,
 * or `error=INVALID_TOKEN` for a used or expired link).
 */
export function ResetPasswordForm() {
  const t = useTranslations('auth')
  const params = useSearchParams()
  const token = params.get('token')
  const linkError = params.get('error')
  const policyId = useId()
  const [policy, setPolicy] = useState<TPasswordPolicy>(DEFAULT_PASSWORD_POLICY)
  const [password, setPassword] = useState('')
  const [failedRule, setFailedRule] = useState<TPasswordRule | undefined>()
  const [failure, setFailure] = useState<TAuthFailure | null>(
    linkError ? { code: fromOAuthCallbackError(linkError) } : null,
  )
  const [done, setDone] = useState(false)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void loadPasswordPolicy().then(setPolicy)
  }, [])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!token) return
    if (!password) return setFailure({ code: 'auth/missing-password' })
    const lengthFailure = checkPasswordLength(password, policy)[0]
    if (lengthFailure) {
      setFailedRule(lengthFailure)
      return setFailure({ code: 'auth/password-does-not-meet-requirements' })
    }
    setBusy(true)
    setFailure(null)
    const result = await callAuth((fetchOptions) =>
      authClient.resetPassword({ newPassword: password, token, fetchOptions }),
    )
    setBusy(false)
    if (!result.ok) {
      setFailure(result)
      if (result.code === 'auth/password-does-not-meet-requirements') {
        setPolicy(await loadPasswordPolicy())
        setFailedRule(ruleOfServerCode(result.serverCode))
      }
      return
    }
    setDone(true)
    // Every session of the user ended: this tab and the others learn it now.
    void refreshSession()
  }

  if (done) {
    return (
      <div className="max-w-md space-y-4">
        <AuthNotice>{t('reset.done')}</AuthNotice>
        <Link href="/login" className={primaryButtonClass}>
          {t('reset.signIn')}
        </Link>
      </div>
    )
  }

  if (!token) {
    return (
      <div className="max-w-md space-y-4">
        {failure ? <AuthAlert code={failure.code} /> : <p>{t('reset.missingToken')}</p>}
        <Link href="/forgot-password" className="font-medium text-brand-700 hover:underline">
          {t('reset.requestNew')}
        </Link>
      </div>
    )
  }

  return (
    <div className="max-w-md space-y-4">
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
        {failure ? <AuthAlert code={failure.code} retryAfter={failure.retryAfter} /> : null}
        <div>
          <PasswordField
            label={t('fields.newPassword')}
            name="password"
            autoComplete="new-password"
            describedBy={policyId}
            invalid={failedRule !== undefined}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value)
              setFailedRule(undefined)
            }}
            required
          />
          <PasswordPolicyList id={policyId} policy={policy} password={password} failedRule={failedRule} />
        </div>
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {busy ? t('reset.submitting') : t('reset.submit')}
        </button>
      </form>
      {failure?.code === 'auth/invalid-action-code' || failure?.code === 'auth/expired-action-code' ? (
        <Link href="/forgot-password" className="font-medium text-brand-700 hover:underline">
          {t('reset.requestNew')}
        </Link>
      ) : null}
    </div>
  )
}
