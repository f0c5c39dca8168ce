'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { Button } from '@/modules/ui/components/button'
import { DangerZone } from '@/modules/ui/components/danger-zone'
import { CheckboxField } from '@/modules/ui/components/fields'
import { ActionFeedback } from '@/modules/ui/components/form-feedback'
import { deleteCertificateAction } from '../actions'

/** Deleting needs a ticked confirmation; on success the action goes to the account page. */
export function DeleteCertificateForm({ id }: { id: string }) {
  const t = useTranslations('certificates.edit')
  const [state, dispatch, pending] = useActionState(deleteCertificateAction, null)
  return (
    <DangerZone id="delete-certificate" heading={t('deleteHeading')} warning={t('deleteWarning')}>
      <form action={dispatch} onSubmit={submitWithoutReset(dispatch)} className="grid gap-4">
        <input type="hidden" name="id" value={id} />
        <ActionFeedback state={state} />
        <CheckboxField label={t('deleteConfirm')} name="confirm" value="yes" required />
        <Button variant="danger" pending={pending}>
          {t('delete')}
        </Button>
      </form>
    </DangerZone>
  )
}
