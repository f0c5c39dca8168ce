'use client'

import { useActionState } from 'react'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { Button } from '@/modules/ui/components/button'
import { SelectField, TextField, useFieldErrors } from '@/modules/ui/components/fields'
import { ActionFeedback } from '@/modules/ui/components/form-feedback'
import { saveMedicineUseAction } from '../actions'

export type TMedicineUseTexts = {
  medicine: string
  startedOn: string
  startedOnHint: string
  save: string
  saving: string
  saved: string
}

/** "What do you use, since when?" Works without JavaScript; "none" needs no date. */
export function MedicineUseForm({
  options,
  current,
  today,
  texts,
}: {
  options: ReadonlyArray<{ value: string; label: string }>
  current: { medicine: string; startedOn: string } | null
  today: string
  texts: TMedicineUseTexts
}) {
  const [state, dispatch, pending] = useActionState(saveMedicineUseAction, null)
  const fieldError = useFieldErrors(state)
  return (
    <form action={dispatch} onSubmit={submitWithoutReset(dispatch)} className="mt-4 grid max-w-xl gap-4">
      <ActionFeedback state={state} success={texts.saved} />
      <SelectField
        label={texts.medicine}
        name="medicine"
        defaultValue={current?.medicine ?? 'none'}
        error={fieldError('medicine')}
        options={options}
      />
      <TextField
        label={texts.startedOn}
        hint={texts.startedOnHint}
        name="startedOn"
        type="date"
        max={today}
        defaultValue={current?.startedOn ?? today}
        error={fieldError('startedOn')}
        className="max-w-48 rounded-md border border-slate-300 px-3 py-2"
      />
      <Button pending={pending} pendingLabel={texts.saving}>
        {texts.save}
      </Button>
    </form>
  )
}
