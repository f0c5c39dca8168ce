'use client'

import { useEffect, useState } from 'react'
import type { TFormFieldError } from '@/modules/ui/components/form-feedback'
import { completeSignIn } from '../client/session-store'
import type { TAuthField, TAuthFormFailure, TAuthFormState } from '../form-actions'

/**
 * After a successful sign-in or registration answered to a page with JavaScript: finish it in
 * the browser (session store, other tabs), then go on. Returns whether the page is hydrated,
 * for the form's `js` field (without it the server redirects by itself).
 */
export function useFinishSignIn(state: TAuthFormState): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    if (!state?.ok || !('target' in state.data)) return
    const { target, signedIn } = state.data
    const go = () => window.location.assign(target)
    if (signedIn) void completeSignIn().then(go)
    else go()
  }, [state])
  return hydrated
}

/** The refusal of a form state, with the auth forms' extras (retry hint, failed rule, values). */
export function authFailure(state: TAuthFormState): TAuthFormFailure | null {
  return state && !state.ok ? state : null
}

/** The invalid fields as summary entries, in the order of `ids` (the order of the form). */
export function fieldErrors(
  ids: Partial<Record<TAuthField, string>>,
  message: (field: TAuthField) => string | undefined,
): TFormFieldError[] {
  return Object.entries(ids).flatMap(([field, fieldId]) => {
    const text = message(field as TAuthField)
    return text && fieldId ? [{ fieldId, message: text }] : []
  })
}
