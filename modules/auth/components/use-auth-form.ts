'use client'

import { type FormEvent, useActionState, useEffect, useState } from 'react'
import { submitAfterBotCheck } from '@/modules/bot-check/components/bot-check-field'
import { useHydrated } from '@/modules/ui/client/hydrated'
import { useFieldErrors } from '@/modules/ui/components/fields'
import type { TAuthFormFailure, TAuthFormState } from '../actions'
import { completeSignIn } from '../client/session-store'

/**
 * After a successful sign-in or registration answered to a page with JavaScript: finish it in
 * the browser (session store, other tabs), then go on. Returns whether the page is hydrated,
 * for the form's `js` field (without it the server redirects by itself): at once in a form that
 * an island mounts after the page's hydration.
 */
export function useFinishSignIn(state: TAuthFormState): boolean {
  const hydrated = useHydrated()
  useEffect(() => {
    if (!state?.ok || !('target' in state.data)) return
    const { target, signedIn } = state.data
    const go = () => window.location.assign(target)
    if (signedIn) void completeSignIn().then(go)
    else go()
  }, [state])
  return hydrated
}

/**
 * One auth form action's state: its refusal with the auth extras (retry hint, failed rule, typed
 * values), each field's localized error, and `busy` while it runs, its bot check is solved or
 * the page moves on after a sign-in.
 */
export function useAuthForm(action: (state: TAuthFormState, form: FormData) => Promise<TAuthFormState>) {
  const [state, dispatch, pending] = useActionState<TAuthFormState, FormData>(action, null)
  const [solving, setSolving] = useState(false)
  const failure: TAuthFormFailure | null = state && !state.ok ? state : null
  return {
    state,
    dispatch,
    // A sign-in that went through stays busy until the page has moved on (useFinishSignIn).
    busy: pending || solving || (state?.ok === true && 'target' in state.data),
    failure,
    fieldError: useFieldErrors(state),
    /** onSubmit of a form with a bot check: solves it first (decision 045). */
    submitAfterBotCheck: (event: FormEvent<HTMLFormElement>) =>
      submitAfterBotCheck(event, dispatch, setSolving),
  }
}
