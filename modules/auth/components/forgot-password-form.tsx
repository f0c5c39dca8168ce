'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useActionState, useId, useState } from 'react'
import { Link } from '@/i18n/navigation'
import { submitAfterBotCheck } from '@/modules/bot-check/components/bot-check-field'
import { EmailWithBotCheck } from '@/modules/ui/components/email-with-bot-check'
import { ErrorSummary } from '@/modules/ui/components/form-feedback'
import { blockButtonClass } from '@/modules/ui/components/styles'
import { requestPasswordResetAction, type TAuthFormState } from '../form-actions'
import { AuthAlert, AuthNotice } from './form-parts'
import { fieldErrors } from './use-auth-form'

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account. A
 * form action, so it works without JavaScript (the server-issued `formToken` is then the bot
 * check, decision 045).
 */
export function ForgotPasswordForm({ formToken }: { formToken: string }) {
  const t = useTranslations('auth')
  const errors = useTranslations('errors')
  const locale = useLocale()
  const formId = useId()
  const [state, formAction, actionPending] = useActionState<TAuthFormState, FormData>(
    requestPasswordResetAction,
    null,
  )
  const [solving, setSolving] = useState(false)
  const failure = state && !state.ok ? state : null
  const fields = failure?.fields ?? {}
  const ids = { email: `${formId}-email` }
  const busy = actionPending || solving

  return (
    <div className="max-w-md space-y-4">
      {state?.ok && 'sentTo' in state ? (
        <AuthNotice>{t('forgot.sent', { email: state.sentTo })}</AuthNotice>
      ) : (
        <form
          action={formAction}
          onSubmit={(event) => submitAfterBotCheck(event, formAction, setSolving)}
          noValidate
          className="space-y-4"
          aria-busy={busy}
        >
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="formToken" value={formToken} />
          {failure?.code ? <AuthAlert code={failure.code} retryAfter={failure.retryAfter} /> : null}
          <ErrorSummary errors={fieldErrors(fields, ids, errors)} attempt={state} />
          <EmailWithBotCheck
            id={ids.email}
            label={t('fields.email')}
            defaultValue={failure?.values.email}
            error={fields.email && errors(fields.email)}
          />
          <button type="submit" className={blockButtonClass.primary} disabled={busy}>
            {busy ? t('forgot.submitting') : t('forgot.submit')}
          </button>
        </form>
      )}
      <p className="text-sm">
        <Link href="/login" className="font-medium text-brand-700 hover:underline">
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </div>
  )
}
