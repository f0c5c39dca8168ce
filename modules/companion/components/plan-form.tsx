'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useId } from 'react'
import { FieldError } from '@/modules/certificates/components/certificate-form'
import { CURRENCIES } from '@/modules/certificates/shared'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { savePlanAction } from '../actions'
import type { TPlanView } from '../queries'
import { REASON_LENGTH_MAX, REASONS_MAX } from '../schemas'
import { buttonClass, FormAlert, FormNotice, fieldError, inputClass } from './form-parts'
import { TimeZoneField } from './time-zone-field'

/** Start or edit the quit plan. Posts as a plain form without JavaScript. */
export function PlanForm({
  plan,
  latestQuitDate,
  defaultCurrency,
}: {
  plan: TPlanView | null
  latestQuitDate: string
  defaultCurrency: string
}) {
  const t = useTranslations('companion.plan')
  const [state, dispatch, pending] = useActionState(savePlanAction, null)
  const id = useId()
  const price = plan ? (plan.packPriceMinor / 100).toFixed(2) : ''

  const numberField = (name: string, label: string, min: number, max: number, value?: number) => {
    const error = fieldError(state, name)
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="block font-semibold text-slate-900">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          type="number"
          inputMode="numeric"
          required
          min={min}
          max={max}
          step={1}
          defaultValue={value}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          className={`mt-1 ${inputClass}`}
        />
        <FieldError id={`${id}-${name}-error`} codes={error ? [error] : undefined} />
      </div>
    )
  }

  const quitDateError = fieldError(state, 'quitDate')
  const priceError = fieldError(state, 'packPrice')
  const reasonsError = fieldError(state, 'reasons')
  return (
    <form action={dispatch} onSubmit={submitWithoutReset(dispatch)} className="grid max-w-xl gap-6">
      <TimeZoneField />
      <FormAlert state={state} />
      {state?.ok ? <FormNotice>{t('saved')}</FormNotice> : null}
      <div>
        <label htmlFor={`${id}-quitDate`} className="block font-semibold text-slate-900">
          {t('quitDate')}
        </label>
        <p id={`${id}-quitDate-hint`} className="text-sm text-slate-600">
          {t('quitDateHint')}
        </p>
        <input
          id={`${id}-quitDate`}
          name="quitDate"
          type="date"
          required
          min="1900-01-01"
          max={latestQuitDate}
          defaultValue={plan?.quitDate}
          aria-invalid={Boolean(quitDateError)}
          aria-describedby={`${id}-quitDate-hint${quitDateError ? ` ${id}-quitDate-error` : ''}`}
          className={`mt-1 ${inputClass}`}
        />
        <FieldError id={`${id}-quitDate-error`} codes={quitDateError ? [quitDateError] : undefined} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {numberField('cigarettesPerDay', t('cigarettesPerDay'), 1, 200, plan?.cigarettesPerDay)}
        {numberField('packSize', t('packSize'), 1, 100, plan?.packSize ?? 20)}
        <div>
          <label htmlFor={`${id}-packPrice`} className="block font-semibold text-slate-900">
            {t('packPrice')}
          </label>
          <input
            id={`${id}-packPrice`}
            name="packPrice"
            type="text"
            inputMode="decimal"
            required
            pattern="\d{1,4}([.,]\d{1,2})?"
            defaultValue={price}
            aria-invalid={Boolean(priceError)}
            aria-describedby={priceError ? `${id}-packPrice-error` : undefined}
            className={`mt-1 ${inputClass}`}
          />
          <FieldError id={`${id}-packPrice-error`} codes={priceError ? [priceError] : undefined} />
        </div>
        <div>
          <label htmlFor={`${id}-currency`} className="block font-semibold text-slate-900">
            {t('currency')}
          </label>
          <select
            id={`${id}-currency`}
            name="currency"
            defaultValue={plan?.currency ?? defaultCurrency}
            className={`mt-1 ${inputClass}`}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset
        className="grid gap-3 rounded-lg border border-slate-300 p-4"
        aria-describedby={`${id}-reasons-hint`}
      >
        <legend className="px-1 font-semibold">{t('reasonsHeading')}</legend>
        <p id={`${id}-reasons-hint`} className="text-sm text-slate-600">
          {t('reasonsHint')}
        </p>
        {Array.from({ length: REASONS_MAX }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the five reason slots are fixed positions
          <div key={i}>
            <label htmlFor={`${id}-reason${i + 1}`} className="block text-sm font-semibold text-slate-900">
              {t('reason', { number: i + 1 })}
            </label>
            <input
              id={`${id}-reason${i + 1}`}
              name={`reason${i + 1}`}
              type="text"
              maxLength={REASON_LENGTH_MAX}
              defaultValue={plan?.reasons[i] ?? ''}
              className={`mt-1 ${inputClass}`}
            />
          </div>
        ))}
        <FieldError id={`${id}-reasons-error`} codes={reasonsError ? [reasonsError] : undefined} />
      </fieldset>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name="milestoneEmails"
          defaultChecked={plan?.milestoneEmails ?? false}
          className="mt-1.5"
        />
        <span>{t('milestoneEmails')}</span>
      </label>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name="milestonePush"
          defaultChecked={plan?.milestonePush ?? false}
          className="mt-1.5"
        />
        <span>{t('milestonePush')}</span>
      </label>
      <fieldset className="grid gap-2 rounded-lg border border-slate-300 p-4">
        <legend className="px-1 font-semibold">{t('dailyReminderHeading')}</legend>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="dailyReminderEmails"
            defaultChecked={plan?.dailyReminderEmails ?? false}
            className="mt-1.5"
          />
          <span>{t('dailyReminderEmails')}</span>
        </label>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="dailyReminderPush"
            defaultChecked={plan?.dailyReminderPush ?? false}
            className="mt-1.5"
          />
          <span>{t('dailyReminderPush')}</span>
        </label>
        <div>
          <label htmlFor={`${id}-dailyReminderTime`} className="block text-sm font-semibold text-slate-900">
            {t('dailyReminderTime')}
          </label>
          <input
            id={`${id}-dailyReminderTime`}
            name="dailyReminderTime"
            type="time"
            defaultValue={plan?.dailyReminderTime ?? '19:00'}
            aria-invalid={Boolean(fieldError(state, 'dailyReminderTime'))}
            aria-describedby={
              fieldError(state, 'dailyReminderTime') ? `${id}-dailyReminderTime-error` : undefined
            }
            className={`mt-1 max-w-40 ${inputClass}`}
          />
          <FieldError
            id={`${id}-dailyReminderTime-error`}
            codes={
              fieldError(state, 'dailyReminderTime')
                ? [fieldError(state, 'dailyReminderTime') as string]
                : undefined
            }
          />
        </div>
      </fieldset>
      <div>
        <button type="submit" disabled={pending} className={buttonClass}>
          {pending ? t('saving') : plan ? t('save') : t('create')}
        </button>
      </div>
    </form>
  )
}
