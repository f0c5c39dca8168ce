'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useActionState, useId, useState } from 'react'
import { submitAfterBotCheck } from '@/modules/bot-check/components/bot-check-field'
import { EmailWithBotCheck } from '@/modules/bot-check/components/email-with-bot-check'
import { useErrorMessage } from '@/modules/ui/client/use-error-message'
import { Button } from '@/modules/ui/components/button'
import { ConfirmStep } from '@/modules/ui/components/confirm-step'
import { ErrorSummary, FormAlert, FormNotice, summaryErrors } from '@/modules/ui/components/form-feedback'
import { requestDeletionAction } from '../actions'
import type { TDeletionRequestResult } from '../schemas'

/** Asks for a deletion link by email; the answer is the same whether or not we know the address. */
export function StartDeletionForm() {
  const t = useTranslations('deletion')
  const errorMessage = useErrorMessage()
  const locale = useLocale()
  const id = useId()
  const [solving, setSolving] = useState(false)
  const [state, formAction, actionPending] = useActionState(
    requestDeletionAction,
    null as TDeletionRequestResult | null,
  )
  const pending = actionPending || solving
  if (state?.ok && state.data.step === 'sent') {
    return (
      <FormNotice className="rounded-md border border-brand-100 bg-brand-50 p-4 text-slate-800">
        {t('requestSent')}
      </FormNotice>
    )
  }
  if (state?.ok && state.data.step === 'confirm') {
    return (
      <div className="max-w-md">
        <ConfirmStep
          action={formAction}
          email={state.data.email}
          formToken={state.data.formToken}
          fields={{ locale }}
          pending={pending}
        />
      </div>
    )
  }
  const failure = state?.ok === false ? state : null
  const emailError = failure?.code === 'deletion/invalid-email' ? errorMessage(failure) : undefined
  return (
    <form
      action={formAction}
      onSubmit={(event) => submitAfterBotCheck(event, formAction, setSolving)}
      className="flex max-w-md flex-col gap-3"
      noValidate
    >
      <input type="hidden" name="locale" value={locale} />
      <ErrorSummary errors={summaryErrors({ email: `${id}-email` }, () => emailError)} attempt={failure} />
      <EmailWithBotCheck
        id={`${id}-email`}
        label={t('emailLabel')}
        error={emailError}
        maxLength={254}
        defaultValue={failure?.values?.email}
      />
      {failure && !emailError ? (
        <FormAlert attempt={failure} className="text-red-700">
          {errorMessage(failure)}
        </FormAlert>
      ) : null}
      <Button pending={pending} pendingLabel={t('sending')}>
        {t('requestSubmit')}
      </Button>
    </form>
  )
}
