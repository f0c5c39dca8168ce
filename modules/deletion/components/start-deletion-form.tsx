'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useActionState, useId, useState } from 'react'
import { BotCheckField, submitAfterBotCheck } from '@/modules/bot-check/components/bot-check-field'
import { ConfirmStep } from '@/modules/ui/components/confirm-step'
import { ErrorSummary } from '@/modules/ui/components/form-feedback'
import { requestDeletionAction } from '../actions'
import type { TDeletionFormState } from '../schemas'

const initialState: TDeletionFormState = { status: 'idle' }

/** Asks for a deletion link by email; the answer is the same whether or not we know the address. */
export function StartDeletionForm() {
  const t = useTranslations('deletion')
  const te = useTranslations('errors')
  const locale = useLocale()
  const id = useId()
  const [solving, setSolving] = useState(false)
  const [state, formAction, actionPending] = useActionState(requestDeletionAction, initialState)
  const pending = actionPending || solving
  if (state.status === 'sent') {
    return (
      <p role="status" className="rounded-md border border-brand-100 bg-brand-50 p-4 text-slate-800">
        {t('requestSent')}
      </p>
    )
  }
  if (state.status === 'confirm') {
    return (
      <div className="max-w-md">
        <ConfirmStep
          action={formAction}
          email={state.email}
          formToken={state.formToken}
          fields={{ locale }}
          pending={pending}
        />
      </div>
    )
  }
  const emailInvalid = state.status === 'error' && state.code === 'deletion/invalid-email'
  return (
    <form
      action={formAction}
      onSubmit={(event) => submitAfterBotCheck(event, formAction, setSolving)}
      className="flex max-w-md flex-col gap-3"
      noValidate
    >
      <input type="hidden" name="locale" value={locale} />
      <ErrorSummary
        errors={emailInvalid ? [{ fieldId: `${id}-email`, message: te('deletion/invalid-email') }] : []}
        attempt={state.status === 'error' ? state : null}
      />
      <label htmlFor={`${id}-email`} className="font-medium text-slate-800">
        {t('emailLabel')}
      </label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={state.status === 'error' ? state.email : undefined}
        aria-invalid={emailInvalid ? true : undefined}
        aria-describedby={state.status === 'error' ? `${id}-error` : undefined}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
      />
      <BotCheckField />
      {state.status === 'error' ? (
        <p id={`${id}-error`} role={emailInvalid ? undefined : 'alert'} className="text-red-700">
          {te(state.code)}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className="self-start rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {pending ? t('sending') : t('requestSubmit')}
      </button>
    </form>
  )
}
