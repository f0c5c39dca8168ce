'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useActionState, useEffect, useId, useState } from 'react'
import { withLocale } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { resolvePostSignInPath } from '@/lib/routing/safe-redirect'
import { submitAfterBotCheck } from '@/modules/bot-check/components/bot-check-field'
import { secondStepHref } from '@/modules/second-factor/shared'
import { EmailWithBotCheck } from '@/modules/ui/components/email-with-bot-check'
import { PasswordField, TextField } from '@/modules/ui/components/fields'
import { ErrorSummary } from '@/modules/ui/components/form-feedback'
import { blockButtonClass } from '@/modules/ui/components/styles'
import { loadPasswordPolicy } from '../client/client-settings'
import { registerAction, type TAuthFormState } from '../form-actions'
import { DEFAULT_PASSWORD_POLICY, type TPasswordPolicy, type TPasswordRule } from '../password-policy'
import { AuthAlert } from './form-parts'
import { PasswordPolicyList } from './password-policy-list'
import { ProviderButtons } from './provider-buttons'
import { fieldErrors, useFinishSignIn } from './use-auth-form'

/**
 * Registration: signs in at once, sends a confirmation mail, then follows a safe `redirect` (or
 * goes to the signed-in home with a welcome). A form action, so it works without JavaScript:
 * then the server-issued `formToken` stands in for the bot check (decision 045).
 */
export function RegisterForm({ wanted, formToken }: { wanted: string | null; formToken: string }) {
  const t = useTranslations('auth')
  const errors = useTranslations('errors')
  const locale = useLocale() as TLocale
  const formId = useId()
  const policyId = `${formId}-policy`
  const target = resolvePostSignInPath(wanted, locale)
  const [state, formAction, actionPending] = useActionState<TAuthFormState, FormData>(registerAction, null)
  const [solving, setSolving] = useState(false)
  const hydrated = useFinishSignIn(state)
  const [policy, setPolicy] = useState<TPasswordPolicy>(DEFAULT_PASSWORD_POLICY)
  const [password, setPassword] = useState('')
  const [failedRule, setFailedRule] = useState<TPasswordRule | undefined>()

  useEffect(() => {
    void loadPasswordPolicy().then(setPolicy)
  }, [])
  useEffect(() => {
    if (state && !state.ok) setFailedRule(state.failedRule)
  }, [state])

  const failure = state && !state.ok ? state : null
  const busy = actionPending || solving || (state?.ok === true && 'target' in state)
  const fields = failure?.fields ?? {}
  const ids = { name: `${formId}-name`, email: `${formId}-email`, password: `${formId}-password` }
  const goOn = () => window.location.assign(target)

  const registerPage = withLocale(locale, '/register')
  const errorPage = wanted ? `${registerPage}?redirect=${encodeURIComponent(wanted)}` : registerPage
  const loginHref = wanted ? { pathname: '/login' as const, query: { redirect: wanted } } : '/login'

  return (
    <div className="max-w-md space-y-6">
      <form
        action={formAction}
        onSubmit={(event) => submitAfterBotCheck(event, formAction, setSolving)}
        noValidate
        className="space-y-4"
        aria-busy={busy}
      >
        <input type="hidden" name="locale" value={locale} />
        {wanted ? <input type="hidden" name="redirect" value={wanted} /> : null}
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        {/* The bot check without JavaScript, and the fallback should the widget fail. */}
        <input type="hidden" name="formToken" value={formToken} />
        {failure?.code ? <AuthAlert code={failure.code} retryAfter={failure.retryAfter} /> : null}
        <ErrorSummary errors={fieldErrors(fields, ids, errors)} attempt={state} />
        <TextField
          id={ids.name}
          label={t('fields.displayName')}
          hint={t('fields.displayNameHint')}
          name="name"
          autoComplete="name"
          maxLength={100}
          defaultValue={failure?.values.name}
          error={fields.name && errors(fields.name)}
          required
        />
        <EmailWithBotCheck
          id={ids.email}
          label={t('fields.email')}
          defaultValue={failure?.values.email}
          error={fields.email && errors(fields.email)}
        >
          <div>
            <PasswordField
              id={ids.password}
              label={t('fields.password')}
              name="password"
              autoComplete="new-password"
              describedBy={policyId}
              error={fields.password && errors(fields.password)}
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
        </EmailWithBotCheck>
        <button type="submit" className={blockButtonClass.primary} disabled={busy}>
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
