'use client'

import { useTranslations } from 'next-intl'
import type { TActionResult } from '@/lib/action-result'

export const inputClass =
  'w-full rounded-md border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-700 focus:border-brand-600'

export const buttonClass =
  'rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60'

/** The form-wide error of a rejected submission, announced to screen readers. */
export function FormAlert({ state }: { state: TActionResult<unknown> | null }) {
  const errors = useTranslations('errors')
  if (!state || state.ok) return null
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
      {errors(state.code)}
    </p>
  )
}

export function FormNotice({ children }: { children: string }) {
  return (
    <p role="status" className="rounded-md border border-brand-100 bg-brand-50 p-4 text-brand-900">
      {children}
    </p>
  )
}

/** Error of one field; the id ties it to the input through aria-describedby. */
export function fieldError(state: TActionResult<unknown> | null, name: string): string | undefined {
  return state && !state.ok ? state.fields?.[name]?.[0] : undefined
}
