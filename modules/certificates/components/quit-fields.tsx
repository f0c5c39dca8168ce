'use client'

import type { ComponentProps } from 'react'
import { getEarliestQuitDate } from '@/lib/calendar'
import { SelectField, TextField } from '@/modules/ui/components/fields'
import { CURRENCY_OPTIONS } from '../constants'

/**
 * What smoking cost: cigarettes a day, pack size, pack price and its currency, the fields the
 * savings arithmetic (smoke-free.ts) reads. Shared by the certificate form (optional there) and
 * the quit plan (required); the form passes its own labels and its field errors.
 */
export function MoneyFields({
  label,
  values,
  required = false,
  fieldError,
}: {
  /** The label of each field, from the form's own messages. */
  label: (name: 'cigarettesPerDay' | 'packSize' | 'packPrice' | 'currency') => string
  values: {
    cigarettesPerDay?: number | null
    packSize?: number
    packPriceMinor?: number | null
    currency: string
  }
  required?: boolean
  fieldError: (name: string) => string | undefined
}) {
  const number = (name: 'cigarettesPerDay' | 'packSize', max: number, value?: number | null) => (
    <TextField
      label={label(name)}
      error={fieldError(name)}
      name={name}
      type="number"
      inputMode="numeric"
      required={required}
      min={1}
      max={max}
      step={1}
      defaultValue={value ?? ''}
    />
  )
  return (
    <>
      {number('cigarettesPerDay', 200, values.cigarettesPerDay)}
      {number('packSize', 100, values.packSize ?? 20)}
      <TextField
        label={label('packPrice')}
        error={fieldError('packPrice')}
        name="packPrice"
        type="text"
        inputMode="decimal"
        required={required}
        pattern="\d{1,4}([.,]\d{1,2})?"
        defaultValue={values.packPriceMinor != null ? (values.packPriceMinor / 100).toFixed(2) : ''}
      />
      <SelectField
        label={label('currency')}
        error={fieldError('currency')}
        name="currency"
        defaultValue={values.currency}
        options={CURRENCY_OPTIONS}
      />
    </>
  )
}

/**
 * The quit date: never before the earliest the server takes (60 years back), never after
 * `latest` (the latest today anywhere on earth, or the plan's own limit).
 */
export function QuitDateField({
  latest,
  ...field
}: { latest: string } & Omit<ComponentProps<typeof TextField>, 'type' | 'min' | 'max'>) {
  return (
    <TextField
      name="quitDate"
      type="date"
      required
      min={getEarliestQuitDate(new Date())}
      max={latest}
      {...field}
    />
  )
}
