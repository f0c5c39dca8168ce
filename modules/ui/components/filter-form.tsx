import type { ReactNode } from 'react'
import { Labelled } from './labelled'

/** The compact inputs of a filter row (admin lists). */
export const filterInputClass = 'rounded-md border border-slate-300 px-2 py-1.5'

/**
 * The filters of a list: a GET form (the filters land in the address, so a filtered list can be
 * bookmarked and the form works without JavaScript) with labelled fields and a submit button.
 * `after` holds what sits behind the button (a CSV download of the same filter).
 */
export function FilterForm({
  label,
  submitLabel,
  children,
  after,
  className = '',
}: {
  /** The form's accessible name, when the page has more than one form. */
  label?: string
  submitLabel: string
  children: ReactNode
  after?: ReactNode
  className?: string
}) {
  return (
    <form method="get" aria-label={label} className={`flex flex-wrap items-end gap-3 text-sm ${className}`}>
      {children}
      <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 font-semibold">
        {submitLabel}
      </button>
      {after}
    </form>
  )
}

/** A text filter (`type` search by default, or date); its label sits above it. */
export function TextFilter({
  label,
  name,
  defaultValue,
  type = 'search',
  maxLength,
  className = '',
}: {
  label: string
  name: string
  defaultValue?: string
  type?: 'search' | 'text' | 'date'
  maxLength?: number
  className?: string
}) {
  return (
    <Labelled label={label}>
      <input
        type={type}
        name={name}
        defaultValue={defaultValue ?? ''}
        maxLength={maxLength}
        className={`${filterInputClass} ${className}`}
      />
    </Labelled>
  )
}

/** A choice filter; with `anyLabel` its first option (empty value) stands for “any”. */
export function SelectFilter({
  label,
  name,
  defaultValue,
  anyLabel,
  options,
}: {
  label: string
  name: string
  defaultValue?: string
  anyLabel?: string
  options: readonly { value: string; label: string }[]
}) {
  return (
    <Labelled label={label}>
      <select name={name} defaultValue={defaultValue ?? ''} className={filterInputClass}>
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Labelled>
  )
}
