'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { confirmDeletionAction } from '../actions'
import type { TDeletionFormState } from '../schemas'

const initialState: TDeletionFormState = { status: 'idle' }

/**
 * The button behind the mailed link. Opening the link alone deletes nothing (mail scanners
 * open links too); pressing this does, then goes to the confirmation page.
 */
export function ConfirmDeletionForm({ token }: { token: string }) {
  const t = useTranslations('deletion')
  const te = useTranslations('errors')
  const [state, formAction, pending] = useActionState(confirmDeletionAction, initialState)
  return (
    <form action={formAction} className="mt-6 flex flex-col gap-3">
      <input type="hidden" name="token" value={token} />
      {state.status === 'error' ? (
        <p role="alert" className="text-red-700">
          {te(state.code)}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className="self-start rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
      >
        {pending ? t('deleting') : t('deleteNow')}
      </button>
    </form>
  )
}
