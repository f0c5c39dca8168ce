'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useId } from 'react'
import { FieldError } from '@/modules/certificates/components/certificate-form'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { setNewQuitDateAction } from '../actions'
import { buttonClass, FormAlert, FormNotice, fieldError, inputClass } from './form-parts'

/** After a slip: an optional fresh start. Nothing moves unless the person sends this form. */
export function NewQuitDateForm({ suggested, latest }: { suggested: string; latest: string }) {
  const t = useTranslations('companion.slip')
  const [state, dispatch, pending] = useActionState(setNewQuitDateAction, null)
  const id = useId()
  const error = fieldError(state, 'quitDate')
  return (
    <form action={dispatch} onSubmit={submitWithoutReset(dispatch)} className="mt-4 grid max-w-md gap-3">
      <FormAlert state={state} />
      {state?.ok ? <FormNotice>{t('newDateSaved')}</FormNotice> : null}
      <div>
        <label htmlFor={`${id}-quitDate`} className="block font-semibold text-slate-900">
          {t('newDate')}
        </label>
        <input
          id={`${id}-quitDate`}
          name="quitDate"
          type="date"
          required
          max={latest}
          defaultValue={suggested}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-quitDate-error` : undefined}
          className={`mt-1 ${inputClass}`}
        />
        <FieldError id={`${id}-quitDate-error`} codes={error ? [error] : undefined} />
      </div>
      <div>
        <button type="submit" disabled={pending} className={buttonClass}>
          {t('newDateSubmit')}
        </button>
      </div>
    </form>
  )
}
