'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useActionState, useId } from 'react'
import { deleteAccountAction } from '../actions'
import type { TDeletionFormState } from '../schemas'

const initialState: TDeletionFormState = { status: 'idle' }

/**
 * Typed confirmation, plus the password when the sign-in is older than ten minutes
 * (`needsPassword`), then the account is deleted at once.
 */
export function AccountDeletionForm({ needsPassword }: { needsPassword: boolean }) {
  const t = useTranslations('deletion')
  const te = useTranslations('errors')
  const locale = useLocale()
  const id = useId()
  const [state, formAction, pending] = useActionState(deleteAccountAction, initialState)
  const word = t('confirmWord')
  return (
    <form action={formAction} className="mt-6 flex max-w-md flex-col gap-3">
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor={`${id}-confirmation`} className="font-medium text-slate-800">
        {t('confirmWordLabel', { word })}
      </label>
      <input
        id={`${id}-confirmation`}
        name="confirmation"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={50}
        className="rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
      />
      {needsPassword ? (
        <>
          <label htmlFor={`${id}-password`} className="font-medium text-slate-800">
            {t('passwordLabel')}
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={200}
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
          />
        </>
      ) : null}
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
        {pending ? t('deleting') : t('deleteAccountNow')}
      </button>
    </form>
  )
}
