'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { deleteCertificateAction } from '../actions'

/** Deleting needs a ticked confirmation; on success the action goes to the account page. */
export function DeleteCertificateForm({ id }: { id: string }) {
  const t = useTranslations('certificates.edit')
  const errors = useTranslations('errors')
  const [state, dispatch, pending] = useActionState(deleteCertificateAction, null)
  return (
    <section
      aria-labelledby="delete-certificate"
      className="mt-12 max-w-xl rounded-lg border border-red-200 p-4"
    >
      <h2 id="delete-certificate" className="text-xl font-bold text-red-900">
        {t('deleteHeading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('deleteWarning')}</p>
      <form action={dispatch} onSubmit={submitWithoutReset(dispatch)} className="mt-4 grid gap-4">
        <input type="hidden" name="id" value={id} />
        {state && !state.ok ? (
          <p role="alert" className="font-medium text-red-800">
            {errors(state.code)}
          </p>
        ) : null}
        <label className="flex items-center gap-3">
          <input type="checkbox" name="confirm" value="yes" required className="size-5" />
          <span>{t('deleteConfirm')}</span>
        </label>
        <div>
          <button
            type="submit"
            disabled={pending}
            className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {t('delete')}
          </button>
        </div>
      </form>
    </section>
  )
}
