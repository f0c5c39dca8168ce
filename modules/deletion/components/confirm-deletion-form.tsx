'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { useErrorMessage } from '@/modules/ui/client/use-error-message'
import { Button } from '@/modules/ui/components/button'
import { FormAlert } from '@/modules/ui/components/form-feedback'
import { confirmDeletionAction } from '../actions'

/**
 * The button behind the mailed link. Opening the link alone deletes nothing (mail scanners
 * open links too); pressing this does, then goes to the confirmation page.
 */
export function ConfirmDeletionForm({ token }: { token: string }) {
  const t = useTranslations('deletion')
  const errorMessage = useErrorMessage()
  const [state, formAction, pending] = useActionState(confirmDeletionAction, null)
  return (
    <form action={formAction} className="mt-6 flex flex-col gap-3">
      <input type="hidden" name="token" value={token} />
      {state?.ok === false ? (
        <FormAlert attempt={state} className="text-red-700">
          {errorMessage(state)}
        </FormAlert>
      ) : null}
      <Button variant="danger" pending={pending} pendingLabel={t('deleting')}>
        {t('deleteNow')}
      </Button>
    </form>
  )
}
