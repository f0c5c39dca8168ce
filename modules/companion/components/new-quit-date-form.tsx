'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { QuitDateField } from '@/modules/certificates/components/quit-fields'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { Button } from '@/modules/ui/components/button'
import { useFieldErrors } from '@/modules/ui/components/fields'
import { ActionFeedback } from '@/modules/ui/components/form-feedback'
import { setNewQuitDateAction } from '../actions'

/**
 * After a slip: an optional fresh start; while cutting down (`switch`): the quit date, which ends
 * cutting down (decision 067). Nothing moves unless the person sends this form.
 */
export function NewQuitDateForm({
  suggested,
  latest,
  kind = 'slip',
}: {
  suggested: string
  latest: string
  kind?: 'slip' | 'switch'
}) {
  const t = useTranslations('companion')
  const [state, dispatch, pending] = useActionState(setNewQuitDateAction, null)
  const fieldError = useFieldErrors(state)
  const texts =
    kind === 'switch'
      ? { saved: t('cutDown.switched'), label: t('cutDown.switchDate'), submit: t('cutDown.switchSubmit') }
      : { saved: t('slip.newDateSaved'), label: t('slip.newDate'), submit: t('slip.newDateSubmit') }
  return (
    <form action={dispatch} onSubmit={submitWithoutReset(dispatch)} className="mt-4 grid max-w-md gap-3">
      <ActionFeedback state={state} success={texts.saved} />
      <QuitDateField
        label={texts.label}
        error={fieldError('quitDate')}
        latest={latest}
        defaultValue={suggested}
      />
      <Button pending={pending}>{texts.submit}</Button>
    </form>
  )
}
