'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { Button } from '@/modules/ui/components/button'
import { CheckboxField } from '@/modules/ui/components/fields'
import { ActionFeedback } from '@/modules/ui/components/form-feedback'
import { deleteCertificateAction } from '../actions'

/** Deleting needs a ticked confirmation; on success the action goes to the account page. */
export function DeleteCertificateForm({ id }: { id: string }) {
  const t = useTranslations('certificates.edit')
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
        <ActionFeedback state={state} />
        <CheckboxField label={t('deleteConfirm')} name="confirm" value="yes" required />
        <Button variant="danger" pending={pending}>
          {t('delete')}
        </Button>
      </form>
    </section>
  )
}
