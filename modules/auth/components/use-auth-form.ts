'use client'

import { useEffect, useState } from 'react'
import type { TErrorCode } from '@/lib/action-result'
import type { TFormFieldError } from '@/modules/ui/components/form-feedback'
import { completeSignIn } from '../client/session-store'
import type { TAuthField, TAuthFormState } from '../form-actions'

/**
 * After a successful sign-in or registration answered to a page with JavaScript: finish it in
 * the browser (session store, other tabs), then go on. Returns whether the page is hydrated,
 * for the form's `js` field (without it the server redirects by itself).
 */
export function useFinishSignIn(state: TAuthFormState): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    if (!state?.ok || !('target' in state)) return
    const go = () => window.location.assign(state.target)
    if (state.signedIn) void completeSignIn().then(go)
    else go()
  }, [state])
  return hydrated
}

/** The invalid fields of a form state as summary entries, in the order of the form. */
export function fieldErrors(
  fields: Partial<Record<TAuthField, TErrorCode>>,
  ids: Partial<Record<TAuthField, string>>,
  translate: (code: TErrorCode) => string,
): TFormFieldError[] {
  const order: TAuthField[] = ['name', 'email', 'password']
  return order.flatMap((field) => {
    const code = fields[field]
    const fieldId = ids[field]
    return code && fieldId ? [{ fieldId, message: translate(code) }] : []
  })
}
