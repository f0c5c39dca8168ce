'use client'

import { useTranslations } from 'next-intl'
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react'
import { FieldError, fieldErrorId } from '@/modules/site/components/error-summary'
import type { TAuthErrorCode } from '../error-codes'

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-600'
export const primaryButtonClass =
  'inline-flex w-full items-center justify-center rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70'
export const secondaryButtonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-900 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70'

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ')
  return list || undefined
}

/**
 * A labelled text input; `hint` and `error` are tied to it with aria-describedby, and an error
 * marks it aria-invalid. `id` is needed when an error summary links to the field.
 */
export function TextField({
  label,
  hint,
  invalid,
  error,
  id: givenId,
  ...input
}: {
  label: string
  hint?: string
  invalid?: boolean
  error?: string
} & InputHTMLAttributes<HTMLInputElement>) {
  const generatedId = useId()
  const id = givenId ?? generatedId
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={invalid || error ? true : undefined}
        aria-describedby={describedBy(error && fieldErrorId(id), hint && `${id}-hint`)}
        {...input}
      />
      <FieldError fieldId={id} message={error} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** A password input with a show/hide switch. */
export function PasswordField({
  label,
  describedBy: extraDescription,
  invalid,
  error,
  id: givenId,
  ...input
}: {
  label: string
  describedBy?: string
  invalid?: boolean
  error?: string
} & InputHTMLAttributes<HTMLInputElement>) {
  const t = useTranslations('auth.fields')
  const generatedId = useId()
  const id = givenId ?? generatedId
  const [visible, setVisible] = useState(false)
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          className={`${inputClass} pr-24`}
          aria-invalid={invalid || error ? true : undefined}
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

/** A catalogue error, localized, with the retry hint of a 429. */
export function AuthAlert({ code, retryAfter }: { code: TAuthErrorCode; retryAfter?: number }) {
  const errors = useTranslations('errors')
  const t = useTranslations('auth')
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
      <p>{errors(code)}</p>
      {code === 'auth/too-many-requests' && retryAfter ? (
        <p className="mt-1">{t('retryAfter', { seconds: retryAfter })}</p>
      ) : null}
    </div>
  )
}

export function AuthNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
      {children}
    </div>
  )
}

export function isPlausibleEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254
}
