'use client'

import { useActionState } from 'react'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { Button } from '@/modules/ui/components/button'
import { TextField, useFieldErrors } from '@/modules/ui/components/fields'
import { ActionFeedback } from '@/modules/ui/components/form-feedback'
import { inputClass } from '@/modules/ui/components/styles'
import { addGoalAction } from '../actions'
import { GOAL_NAME_MAX } from '../constants'

export type TGoalFormTexts = {
  name: string
  nameHint: string
  price: string
  priceHint: string
  submit: string
  saving: string
  saved: string
}

/** What the person saves for and its price; a plain form without JavaScript. */
export function GoalForm({ texts }: { texts: TGoalFormTexts }) {
  const [state, dispatch, pending] = useActionState(addGoalAction, null)
  const fieldError = useFieldErrors(state)
  const kept = state && !state.ok ? state.values : undefined
  return (
    <form action={dispatch} onSubmit={submitWithoutReset(dispatch)} className="grid max-w-xl gap-4">
      <ActionFeedback state={state} success={texts.saved} />
      <TextField
        label={texts.name}
        hint={texts.nameHint}
        name="name"
        required
        maxLength={GOAL_NAME_MAX}
        defaultValue={kept?.name}
        error={fieldError('name')}
      />
      <TextField
        label={texts.price}
        hint={texts.priceHint}
        name="price"
        required
        inputMode="decimal"
        pattern="[0-9]{1,6}([.,][0-9]{1,2})?"
        defaultValue={kept?.price}
        error={fieldError('price')}
        className={`${inputClass} max-w-48`}
      />
      <Button pending={pending} pendingLabel={texts.saving}>
        {texts.submit}
      </Button>
    </form>
  )
}
