'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { MoneyFields, QuitDateField } from '@/modules/certificates/components/quit-fields'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { Button } from '@/modules/ui/components/button'
import { CheckboxField, Fieldset, TextField, useFieldErrors } from '@/modules/ui/components/fields'
import { ActionFeedback } from '@/modules/ui/components/form-feedback'
import { inputClass } from '@/modules/ui/components/styles'
import { savePlanAction } from '../actions'
import { REASON_LENGTH_MAX, REASONS_MAX } from '../constants'
import type { TPlanView } from '../queries'
import { TimeZoneField } from './time-zone-field'

/** The plan's switches: each a checkbox of the same name, with its label. */
type TPlanSwitch = 'milestoneEmails' | 'milestonePush' | 'dailyReminderEmails' | 'dailyReminderPush'

/** Start or edit the quit plan. Posts as a plain form without JavaScript. */
export function PlanForm({
  plan,
  latestQuitDate,
  defaultCurrency,
  emailConfirmed,
}: {
  plan: TPlanView | null
  latestQuitDate: string
  defaultCurrency: string
  /** Reminders go to confirmed addresses only: the switches say so where they are ticked. */
  emailConfirmed: boolean
}) {
  const t = useTranslations('companion.plan')
  const [state, dispatch, pending] = useActionState(savePlanAction, null)
  const fieldError = useFieldErrors(state)

  const planSwitch = (name: TPlanSwitch) => (
    <CheckboxField label={t(name)} name={name} defaultChecked={plan?.[name] ?? false} />
  )

  return (
    <form action={dispatch} onSubmit={submitWithoutReset(dispatch)} className="grid max-w-xl gap-6">
      <TimeZoneField />
      <ActionFeedback state={state} success={t('saved')} />
      <Fieldset
        legend={t('mode')}
        hint={t('modeHint')}
        error={fieldError('mode')}
        className="grid gap-2 rounded-lg border border-slate-300 p-4"
      >
        {(['quit', 'cut-down'] as const).map((mode) => (
          <label key={mode} className="flex items-start gap-2">
            <input
              type="radio"
              name="mode"
              value={mode}
              defaultChecked={(plan?.mode ?? 'quit') === mode}
              className="mt-1 size-4 shrink-0 accent-brand-600"
            />
            {mode === 'quit' ? t('modeQuit') : t('modeCutDown')}
          </label>
        ))}
      </Fieldset>
      <QuitDateField
        label={t('quitDate')}
        hint={t('quitDateHint')}
        error={fieldError('quitDate')}
        latest={latestQuitDate}
        defaultValue={plan?.quitDate}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyFields
          label={(name) => t(name)}
          values={{ ...plan, currency: plan?.currency ?? defaultCurrency }}
          required
          fieldError={fieldError}
        />
      </div>
      <Fieldset
        legend={t('reasonsHeading')}
        hint={t('reasonsHint')}
        error={fieldError('reasons')}
        className="grid gap-3 rounded-lg border border-slate-300 p-4"
      >
        {Array.from({ length: REASONS_MAX }, (_, i) => (
          <TextField
            // biome-ignore lint/suspicious/noArrayIndexKey: the five reason slots are fixed positions
            key={i}
            label={t('reason', { number: i + 1 })}
            name={`reason${i + 1}`}
            type="text"
            maxLength={REASON_LENGTH_MAX}
            defaultValue={plan?.reasons[i] ?? ''}
          />
        ))}
      </Fieldset>
      <p className="text-sm text-slate-700">
        {emailConfirmed ? t('remindersConfirmedOnly') : t('remindersAwaitConfirmation')}
      </p>
      {planSwitch('milestoneEmails')}
      {planSwitch('milestonePush')}
      <Fieldset
        legend={t('dailyReminderHeading')}
        className="grid gap-2 rounded-lg border border-slate-300 p-4"
      >
        {planSwitch('dailyReminderEmails')}
        {planSwitch('dailyReminderPush')}
        <TextField
          label={t('dailyReminderTime')}
          error={fieldError('dailyReminderTime')}
          name="dailyReminderTime"
          type="time"
          defaultValue={plan?.dailyReminderTime ?? '19:00'}
          className={`${inputClass} max-w-40`}
        />
      </Fieldset>
      <Button pending={pending} pendingLabel={t('saving')}>
        {plan ? t('save') : t('create')}
      </Button>
    </form>
  )
}
