'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useId } from 'react'
import { EmailWithBotCheck } from '@/modules/bot-check/components/email-with-bot-check'
import { Button } from '@/modules/ui/components/button'
import { FormNotice } from '@/modules/ui/components/form-feedback'
import { RouteLink } from '@/modules/ui/components/route-link'
import { requestPasswordResetAction } from '../actions'
import { AuthForm } from './form-parts'
import { useAuthForm } from './use-auth-form'

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account. A
 * form action, so it works without JavaScript (the server-issued `formToken` is then the bot
 * check, decision 045).
 */
export function ForgotPasswordForm({ formToken }: { formToken: string }) {
  const t = useTranslations('auth')
  const locale = useLocale()
  const formId = useId()
  const form = useAuthForm(requestPasswordResetAction)
  const { state, failure, fieldError, busy } = form
  const ids = { email: `${formId}-email` }

  return (
    <div className="max-w-md space-y-4">
      {state?.ok && 'sentTo' in state.data ? (
        <FormNotice>{t('forgot.sent', { email: state.data.sentTo })}</FormNotice>
      ) : (
        <AuthForm form={form} ids={ids} formToken={formToken}>
          <EmailWithBotCheck
            id={ids.email}
            label={t('fields.email')}
            defaultValue={failure?.values?.email}
            error={fieldError('email')}
          />
          <Button block pending={busy} pendingLabel={t('forgot.submitting')}>
            {t('forgot.submit')}
          </Button>
        </AuthForm>
      )}
      <p className="text-sm">
        <RouteLink locale={locale} href="/login" className="font-medium text-brand-700 hover:underline">
          {t('forgot.backToLogin')}
        </RouteLink>
      </p>
    </div>
  )
}
