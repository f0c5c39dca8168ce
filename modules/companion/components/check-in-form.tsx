'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useId } from 'react'
import { FieldError } from '@/modules/certificates/components/certificate-form'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { checkInAction } from '../actions'
import { buttonClass, FormAlert, FormNotice, fieldError, inputClass } from './form-parts'
import { TimeZoneField } from './time-zone-field'

const MOODS = ['1', '2', '3', '4', '5'] as const
const CRAVING_LEVELS = Array.from({ length: 11 }, (_, i) => String(i))

export type TTodayCheckIn = {
  smokeFree: boolean
  cigarettesSmoked: number
  mood: number | null
  cravingLevel: number | null
} | null

/** "Smoke-free today?" — one check-in a local day; sending it again the same day edits it. */
export function CheckInForm({ today }: { today: TTodayCheckIn }) {
  const t = useTranslations('companion.checkIn')
  const [state, dispatch, pending] = useActionState(checkInAction, null)
  const id = useId()
  const cigarettesError = fieldError(state, 'cigarettes')
  const statusError = fieldError(state, 'status')
  const saved = state?.ok
    ? state.data.edited
      ? t('edited')
      : state.data.smokeFree
        ? t('savedSmokeFree')
        : t('savedSlip')
    : null
  return (
    <form action={dispatch} onSubmit={submitWithoutReset(dispatch)} className="grid max-w-xl gap-5">
      <TimeZoneField />
      <FormAlert state={state} />
      {saved ? <FormNotice>{saved}</FormNotice> : null}
      <fieldset
        aria-describedby={statusError ? `${id}-status-error` : undefined}
        className="grid gap-2 rounded-lg border border-slate-300 p-4"
      >
        <legend className="px-1 font-semibold">{t('question')}</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="status"
            value="smoke-free"
            required
            defaultChecked={today?.smokeFree === true}
          />
          {t('yes')}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="status" value="smoked" defaultChecked={today?.smokeFree === false} />
          {t('smoked')}
        </label>
        <div className="ml-6">
          <label htmlFor={`${id}-cigarettes`} className="block text-sm font-semibold text-slate-900">
            {t('cigarettes')}
          </label>
          <input
            id={`${id}-cigarettes`}
            name="cigarettes"
            type="number"
            inputMode="numeric"
            min={1}
            max={200}
            step={1}
            defaultValue={today && !today.smokeFree ? today.cigarettesSmoked : undefined}
            aria-invalid={Boolean(cigarettesError)}
            aria-describedby={cigarettesError ? `${id}-cigarettes-error` : undefined}
            className={`mt-1 max-w-32 ${inputClass}`}
          />
          <FieldError id={`${id}-cigarettes-error`} codes={cigarettesError ? [cigarettesError] : undefined} />
        </div>
        <FieldError id={`${id}-status-error`} codes={statusError ? [statusError] : undefined} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-mood`} className="block font-semibold text-slate-900">
            {t('mood')}
          </label>
          <select
            id={`${id}-mood`}
            name="mood"
            defaultValue={today?.mood != null ? String(today.mood) : ''}
            className={`mt-1 ${inputClass}`}
          >
            <option value="">{t('moodNone')}</option>
            {MOODS.map((mood) => (
              <option key={mood} value={mood}>
                {t(`moods.${mood}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-craving`} className="block font-semibold text-slate-900">
            {t('cravingLevel')}
          </label>
          <select
            id={`${id}-craving`}
            name="cravingLevel"
            defaultValue={today?.cravingLevel != null ? String(today.cravingLevel) : ''}
            className={`mt-1 ${inputClass}`}
          >
            <option value="">{t('cravingNone')}</option>
            {CRAVING_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div>
        <button type="submit" disabled={pending} className={buttonClass}>
          {pending ? t('saving') : today ? t('update') : t('save')}
        </button>
      </div>
    </form>
  )
}
