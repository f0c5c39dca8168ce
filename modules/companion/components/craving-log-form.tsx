'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useId } from 'react'
import { Link } from '@/i18n/navigation'
import { useAuthState } from '@/modules/auth/client/session-store'
import { FieldError } from '@/modules/certificates/components/certificate-form'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { logCravingAction } from '../actions'
import { CRAVING_TRIGGERS } from '../schemas'
import { buttonClass, FormAlert, FormNotice, fieldError, inputClass } from './form-parts'

const INTENSITIES = ['1', '2', '3', '4', '5'] as const

/**
 * "Log this craving". The page is public and static (it works offline), so it does not know on
 * the server who is signed in: the form is always there, a visitor's submission answers "sign
 * in", and with JavaScript visitors see the sign-in link instead. Posts without JavaScript too.
 */
export function CravingLogForm() {
  const t = useTranslations('companion.craving.log')
  const auth = useAuthState()
  const [state, dispatch, pending] = useActionState(logCravingAction, null)
  const id = useId()
  if (auth.status === 'signed-out') {
    return (
      <p className="text-slate-700">
        {t('signedOut')}{' '}
        <Link
          href={{ pathname: '/login', query: { redirect: '/craving' } }}
          className="font-semibold underline"
        >
          {t('signIn')}
        </Link>
      </p>
    )
  }
  const intensityError = fieldError(state, 'intensity')
  const triggerError = fieldError(state, 'trigger')
  return (
    <form action={dispatch} onSubmit={submitWithoutReset(dispatch)} className="grid max-w-xl gap-4">
      <FormAlert state={state} />
      {state?.ok ? <FormNotice>{t('saved')}</FormNotice> : null}
      <fieldset
        aria-describedby={intensityError ? `${id}-intensity-error` : undefined}
        className="flex flex-wrap gap-3 rounded-lg border border-slate-300 p-4"
      >
        <legend className="px-1 font-semibold">{t('intensity')}</legend>
        {INTENSITIES.map((value) => (
          <label key={value} className="flex items-center gap-1.5">
            <input type="radio" name="intensity" value={value} required defaultChecked={value === '3'} />
            {t(`intensities.${value}`)}
          </label>
        ))}
        <FieldError id={`${id}-intensity-error`} codes={intensityError ? [intensityError] : undefined} />
      </fieldset>
      <div>
        <label htmlFor={`${id}-trigger`} className="block font-semibold text-slate-900">
          {t('trigger')}
        </label>
        <select
          id={`${id}-trigger`}
          name="trigger"
          required
          aria-invalid={Boolean(triggerError)}
          aria-describedby={triggerError ? `${id}-trigger-error` : undefined}
          className={`mt-1 ${inputClass}`}
        >
          {CRAVING_TRIGGERS.map((trigger) => (
            <option key={trigger} value={trigger}>
              {t(`triggers.${trigger}`)}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-trigger-error`} codes={triggerError ? [triggerError] : undefined} />
      </div>
      <div>
        <button type="submit" disabled={pending} className={buttonClass}>
          {pending ? t('saving') : t('submit')}
        </button>
      </div>
    </form>
  )
}
