'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId } from 'react'
import { resolvePostSignInPath } from '@/lib/routing/safe-redirect'
import { EmailWithBotCheck } from '@/modules/bot-check/components/email-with-bot-check'
import { Button } from '@/modules/ui/components/button'
import { TextField } from '@/modules/ui/components/fields'
import { registerAction } from '../actions'
import { AuthForm } from './form-parts'
import { NewPasswordField } from './new-password-field'
import { SignInElsewhere } from './sign-in-elsewhere'
import { useAuthForm, useFinishSignIn } from './use-auth-form'

/**
 * Registration: signs in at once, sends a confirmation mail, then follows a safe `redirect` (or
 * goes to the signed-in home with a welcome). A form action, so it works without JavaScript:
 * then the server-issued `formToken` stands in for the bot check (decision 045).
 */
export function RegisterForm({ wanted, formToken }: { wanted: string | null; formToken: string }) {
  const t = useTranslations('auth')
  const locale = useLocale()
  const formId = useId()
  const target = resolvePostSignInPath(wanted, locale)
  const form = useAuthForm(registerAction)
  const { state, failure, fieldError } = form
  const hydrated = useFinishSignIn(state)
  const { busy } = form
  const ids = { name: `${formId}-name`, email: `${formId}-email`, password: `${formId}-password` }

  return (
    <div className="max-w-md space-y-6">
      <AuthForm form={form} ids={ids} wanted={wanted} hydrated={hydrated} formToken={formToken}>
        <TextField
          id={ids.name}
          label={t('fields.displayName')}
          hint={t('fields.displayNameHint')}
          name="name"
          autoComplete="name"
          maxLength={100}
          defaultValue={failure?.values?.name}
          error={fieldError('name')}
          required
        />
        <EmailWithBotCheck
          id={ids.email}
          label={t('fields.email')}
          defaultValue={failure?.values?.email}
          error={fieldError('email')}
        >
          <NewPasswordField
            id={ids.password}
            label={t('fields.password')}
            error={fieldError('password')}
            failedRule={failure?.failedRule}
            attempt={state}
            required
          />
          <p className="text-sm text-slate-600">{t('register.verifyNote')}</p>
        </EmailWithBotCheck>
        <Button block pending={busy} pendingLabel={t('register.submitting')}>
          {t('register.submit')}
        </Button>
      </AuthForm>
      <SignInElsewhere page="/register" wanted={wanted} target={target} />
    </div>
  )
}
