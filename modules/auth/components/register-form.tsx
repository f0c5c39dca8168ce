'use client'

import { useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { type FormEvent, useEffect, useId, useState } from 'react'
import type { TLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { withLocale } from '@/lib/routing/locale-path'
import { resolvePostSignInPath } from '@/lib/routing/safe-redirect'
import {
  BOT_CHECK_HEADER_NAME,
  BotCheckField,
  resetBotCheck,
  solveBotCheck,
} from '@/modules/bot-check/components/bot-check-field'
import { secondStepHref } from '@/modules/second-factor/second-step-href'
import { authClient, callAuth, type TAuthFailure } from '../client/auth-client'
import { loadPasswordPolicy } from '../client/client-settings'
import { completeSignIn } from '../client/session-store'
import {
  checkPasswordLength,
  DEFAULT_PASSWORD_POLICY,
  ruleOfServerCode,
  type TPasswordPolicy,
  type TPasswordRule,
} from '../password-policy'
import { AuthAlert, isPlausibleEmail, PasswordField, primaryButtonClass, TextField } from './form-parts'
import { PasswordPolicyList } from './password-policy-list'
import { ProviderButtons } from './provider-buttons'

/** Registration: signs in at once, sends a verification mail, then follows a safe `redirect`. */
export function RegisterForm() {
  const t = useTranslations('auth')
  const locale = useLocale() as TLocale
  const params = useSearchParams()
  const wanted = params.get('redirect')
  const target = resolvePostSignInPath(wanted, locale)
  const policyId = useId()
  const [policy, setPolicy] = useState<TPasswordPolicy>(DEFAULT_PASSWORD_POLICY)
  const [password, setPassword] = useState('')
  const [failedRule, setFailedRule] = useState<TPasswordRule | undefined>()
  const [failure, setFailure] = useState<TAuthFailure | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    void loadPasswordPolicy().then(setPolicy)
  }, [])

  const goOn = () => window.location.assign(target)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const name = String(form.get('name') ?? '').trim()
    const email = String(form.get('email') ?? '').trim()
    if (!name || name.length > 100) return setFailure({ code: 'auth/invalid-display-name' })
    if (!email) return setFailure({ code: 'auth/missing-email' })
    if (!isPlausibleEmail(email)) return setFailure({ code: 'auth/invalid-email' })
    if (!password) return setFailure({ code: 'auth/missing-password' })
    const lengthFailure = checkPasswordLength(password, policy)[0]
    if (lengthFailure) {
      setFailedRule(lengthFailure)
      return setFailure({ code: 'auth/password-does-not-meet-requirements' })
    }
    setBusy(true)
    setFailure(null)
    setFailedRule(undefined)
    const botCheck = await solveBotCheck(formElement)
    if (!botCheck) {
      setBusy(false)
      return setFailure({ code: 'auth/captcha-check-failed' })
    }
    const result = await callAuth((fetchOptions) =>
      authClient.signUp.email({
        email,
        password,
        name,
        locale,
        callbackURL: `${withLocale(locale, '/account')}?verified=1`,
        fetchOptions: { ...fetchOptions, headers: { [BOT_CHECK_HEADER_NAME]: botCheck } },
      }),
    )
    if (!result.ok) {
      // The answer is used up either way: the next try solves a new challenge.
      resetBotCheck(formElement)
      setBusy(false)
      setFailure(result)
      if (result.code === 'auth/password-does-not-meet-requirements') {
        // The seed refreshes the policy on this error; then name the rule that failed.
        setPolicy(await loadPasswordPolicy())
        setFailedRule(ruleOfServerCode(result.serverCode))
      }
      return
    }
    await completeSignIn()
    goOn()
  }

  const registerPage = withLocale(locale, '/register')
  const errorPage = wanted ? `${registerPage}?redirect=${encodeURIComponent(wanted)}` : registerPage
  const loginHref = wanted ? { pathname: '/login' as const, query: { redirect: wanted } } : '/login'

  return (
    <div className="max-w-md space-y-6">
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
        {failure ? <AuthAlert code={failure.code} retryAfter={failure.retryAfter} /> : null}
        <TextField
          label={t('fields.displayName')}
          hint={t('fields.displayNameHint')}
          name="name"
          autoComplete="name"
          maxLength={100}
          required
        />
        <TextField label={t('fields.email')} name="email" type="email" autoComplete="email" required />
        <div>
          <PasswordField
            label={t('fields.password')}
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
        <p className="text-sm text-slate-600">{t('register.verifyNote')}</p>
        <BotCheckField />
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {busy ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
      <ProviderButtons
        target={target}
        errorPage={errorPage}
        onSignedIn={goOn}
        onSecondStep={() => window.location.assign(secondStepHref(locale, target))}
      />
      <p className="text-sm text-slate-700">
        {t('register.haveAccount')}{' '}
        <Link href={loginHref} className="font-medium text-brand-700 hover:underline">
          {t('register.login')}
        </Link>
      </p>
    </div>
  )
}
