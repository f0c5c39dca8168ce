'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { QuitDateField } from '@/modules/certificates/components/quit-fields'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { Button } from '@/modules/ui/components/button'
import { useFieldErrors } from '@/modules/ui/components/fields'
import { ActionFeedback } from '@/modules/ui/components/form-feedback'
import { setNewQuitDateAction } from '../actions'

/** After a slip: an optional fresh start. Nothing moves unless the person sends this form. */
export function NewQuitDateForm({ suggested, latest }: { suggested: string; latest: string }) {
  const t = useTranslations('companion.slip')
  const [state, dispatch, pending] = useActionState(setNewQuitDateAction, null)
  const fieldError = useFieldErrors(state)
  return (
    <form action={dispatch} onSubmit={submitWithoutReset(dispatch)} className="mt-4 grid max-w-md gap-3">
      <ActionFeedback state={state} success={t('newDateSaved')} />
      <QuitDateField
        label={t('newDate')}
        error={fieldError('quitDate')}
        latest={latest}
        defaultValue={suggested}
      />
      <Button pending={pending}>{t('newDateSubmit')}</Button>
    </form>
  )
}
