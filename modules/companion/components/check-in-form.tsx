'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useActionState } from 'react'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { Button } from '@/modules/ui/components/button'
import { Fieldset, SelectField, TextField, useFieldErrors } from '@/modules/ui/components/fields'
import { ActionFeedback } from '@/modules/ui/components/form-feedback'
import { inputClass } from '@/modules/ui/components/styles'
import { checkInAction } from '../actions'
import { TimeZoneField } from './time-zone-field'

const MOODS = ['1', '2', '3', '4', '5'] as const
const CRAVING_LEVELS = Array.from({ length: 11 }, (_, i) => String(i))

export type TTodayCheckIn = {
  smokeFree: boolean
  cigarettesSmoked: number
  mood: number | null
  cravingLevel: number | null
} | null

/**
 * "Smoke-free today?" — one check-in a local day; sending it again the same day edits it. A route
 * may hand in an action with more fields (buildCheckInAction) and those fields to show.
 */
export function CheckInForm({
  today,
  action = checkInAction,
  extraFields,
  cutDown = false,
}: {
  today: TTodayCheckIn
  action?: typeof checkInAction
  extraFields?: ReactNode
  /** While cutting down, a day with cigarettes is no slip (decision 067). */
  cutDown?: boolean
}) {
  const t = useTranslations('companion.checkIn')
  const [state, dispatch, pending] = useActionState(action, null)
  const fieldError = useFieldErrors(state)
  const saved = state?.ok
    ? state.data.edited
      ? t('edited')
      : state.data.smokeFree
        ? t('savedSmokeFree')
        : cutDown
          ? t('savedCutDown')
          : t('savedSlip')
    : null
  return (
    <form action={dispatch} onSubmit={submitWithoutReset(dispatch)} className="grid max-w-xl gap-5">
      <TimeZoneField />
      <ActionFeedback state={state} success={saved} />
      <Fieldset
        legend={t('question')}
        error={fieldError('status')}
        className="grid gap-2 rounded-lg border border-slate-300 p-4"
      >
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
          <TextField
            label={t('cigarettes')}
            error={fieldError('cigarettes')}
            name="cigarettes"
            type="number"
            inputMode="numeric"
            min={1}
            max={200}
            step={1}
            defaultValue={today && !today.smokeFree ? today.cigarettesSmoked : undefined}
            className={`${inputClass} max-w-32`}
          />
        </div>
      </Fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('mood')}
          name="mood"
          defaultValue={today?.mood != null ? String(today.mood) : ''}
          options={[
            { value: '', label: t('moodNone') },
            ...MOODS.map((mood) => ({ value: mood, label: t(`moods.${mood}`) })),
          ]}
        />
        <SelectField
          label={t('cravingLevel')}
          name="cravingLevel"
          defaultValue={today?.cravingLevel != null ? String(today.cravingLevel) : ''}
          options={[
            { value: '', label: t('cravingNone') },
            ...CRAVING_LEVELS.map((level) => ({ value: level, label: level })),
          ]}
        />
      </div>
      {extraFields}
      <Button pending={pending} pendingLabel={t('saving')}>
        {today ? t('update') : t('save')}
      </Button>
    </form>
  )
}
