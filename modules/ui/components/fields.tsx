'use client'

import { useTranslations } from 'next-intl'
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId, useState } from 'react'
import type { TActionResult, TErrorCode } from '@/lib/action-result'
import { useErrorMessage } from '../client/use-error-message'
import { FieldError, fieldErrorId } from './form-feedback'
import { checkboxClass, hintClass, inputClass, labelClass } from './styles'

/** The ids an input is described by: its error first (read first), then its hint. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ')
  return list || undefined
}

/** What a field's input needs to be tied to its label, hint and error. */
export type TFieldInputProps = {
  id: string
  name?: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/**
 * One labelled field of any kind (input, select, textarea): the label, the hint and the error
 * message, tied to the control the children render with the props they are given. `error` is a
 * localized message; the control is `aria-invalid` while there is one.
 */
export function Field({
  label,
  hint,
  error,
  name,
  id: givenId,
  children,
}: {
  label: ReactNode
  hint?: ReactNode
  error?: string
  name?: string
  /** Needed when an error summary links to the field. */
  id?: string
  children: (props: TFieldInputProps) => ReactNode
}) {
  const generatedId = useId()
  const id = givenId ?? generatedId
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({
        id,
        name,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(error && fieldErrorId(id), hintId),
      })}
      <FieldError fieldId={id} message={error} />
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** A labelled text input (any `type` but checkbox and password). */
export function TextField({
  label,
  hint,
  error,
  invalid,
  id,
  className,
  ...input
}: {
  label: ReactNode
  hint?: ReactNode
  error?: string
  /** Invalid without a message of its own (the form's alert says why). */
  invalid?: boolean
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} hint={hint} error={error} id={id} name={input.name}>
      {(props) => (
        <input
          {...props}
          aria-invalid={props['aria-invalid'] || invalid || undefined}
          {...input}
          className={className ?? inputClass}
        />
      )}
    </Field>
  )
}

/** A labelled select of the given options (the value sent, the text shown). */
export function SelectField({
  label,
  hint,
  error,
  id,
  options,
  className,
  ...select
}: {
  label: ReactNode
  hint?: ReactNode
  error?: string
  options: readonly { value: string; label: ReactNode }[]
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} hint={hint} error={error} id={id} name={select.name}>
      {(props) => (
        <select {...props} {...select} className={className ?? inputClass}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}

/** A password input with a show/hide switch; `describedBy` adds e.g. the password rules. */
export function PasswordField({
  label,
  error,
  invalid,
  describedBy: extraDescription,
  id: givenId,
  ...input
}: {
  label: ReactNode
  error?: string
  /** Invalid without a message of its own (e.g. the password rules say which one failed). */
  invalid?: boolean
  describedBy?: string
} & InputHTMLAttributes<HTMLInputElement>) {
  const t = useTranslations('forms')
  const generatedId = useId()
  const id = givenId ?? generatedId
  const [visible, setVisible] = useState(false)
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${inputClass} pr-24`}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={describedBy(error && fieldErrorId(id), extraDescription)}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-0 right-0 mt-1 px-3 text-sm font-medium text-brand-700 hover:underline"
        >
          {visible ? t('hidePassword') : t('showPassword')}
        </button>
      </div>
      <FieldError fieldId={id} message={error} />
    </div>
  )
}

/**
 * A group of controls (radio buttons, checkboxes) under a legend; its hint and its error are
 * tied to the group, so a screen reader reads them with the legend.
 */
export function Fieldset({
  legend,
  hint,
  error,
  className,
  children,
}: {
  legend: ReactNode
  hint?: ReactNode
  error?: string
  className?: string
  children: ReactNode
}) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <fieldset aria-describedby={describedBy(error && fieldErrorId(id), hintId)} className={className}>
      <legend className="px-1 font-semibold">{legend}</legend>
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError fieldId={id} message={error} />
    </fieldset>
  )
}

/** A checkbox with its label beside it (consent, opt-ins), its error tied to it. */
export function CheckboxField({
  label,
  error,
  id: givenId,
  ...input
}: {
  label: ReactNode
  error?: string
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const generatedId = useId()
  const id = givenId ?? generatedId
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className={checkboxClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId(id) : undefined}
          {...input}
        />
        <label htmlFor={id} className="text-slate-800">
          {label}
        </label>
      </div>
      <FieldError fieldId={id} message={error} />
    </div>
  )
}

/**
 * The localized message of each rejected field of an action result: the server's field errors
 * are error codes (lib/action-result.ts), shown from the `errors` catalogue.
 */
export function useFieldErrors(state: TActionResult<unknown> | null | undefined) {
  const message = useErrorMessage()
  const fields = state && !state.ok ? state.fields : undefined
  return (name: string): string | undefined => {
    const code = fields?.[name]?.[0]
    return code ? message({ code: code as TErrorCode }) : undefined
  }
}
