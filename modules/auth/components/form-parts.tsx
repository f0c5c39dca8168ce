'use client'

import { useTranslations } from 'next-intl'
import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react'
import type { TAuthErrorCode } from '../error-codes'

export const inputClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-600'
export const primaryButtonClass =
  'inline-flex w-full items-center justify-center rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70'
export const secondaryButtonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-900 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70'

/** A labelled text input; `hint` and an error are tied to it with aria-describedby. */
export function TextField({
  label,
  hint,
  invalid,
  ...input
}: { label: string; hint?: string; invalid?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
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
  describedBy,
  invalid,
  ...input
}: { label: string; describedBy?: string; invalid?: boolean } & InputHTMLAttributes<HTMLInputElement>) {
  const t = useTranslations('auth.fields')
  const id = useId()
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
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
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
