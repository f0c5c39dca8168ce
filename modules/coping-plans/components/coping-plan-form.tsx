'use client'

import { useActionState } from 'react'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { Button } from '@/modules/ui/components/button'
import { SelectField, TextField, useFieldErrors } from '@/modules/ui/components/fields'
import { ActionFeedback } from '@/modules/ui/components/form-feedback'
import { addCopingPlanAction } from '../actions'
import { PLAN_TEXT_MAX } from '../constants'

export type TCopingPlanFormTexts = {
  trigger: string
  triggerHint: string
  situation: string
  situationHint: string
  action: string
  actionHint: string
  submit: string
  saving: string
  saved: string
}

/**
 * "If [situation], then I will [action]": the trigger first (ordered by the person's own log),
 * then both halves, each with suggestions from a datalist (the log's situations, the craving
 * page's ideas) that work without JavaScript too.
 */
export function CopingPlanForm({
  triggers,
  situations,
  actions,
  texts,
}: {
  triggers: ReadonlyArray<{ value: string; label: string }>
  situations: readonly string[]
  actions: readonly string[]
  texts: TCopingPlanFormTexts
}) {
  const [state, dispatch, pending] = useActionState(addCopingPlanAction, null)
  const fieldError = useFieldErrors(state)
  const kept = state && !state.ok ? state.values : undefined
  return (
    <form action={dispatch} onSubmit={submitWithoutReset(dispatch)} className="grid max-w-xl gap-4">
      <ActionFeedback state={state} success={texts.saved} />
      <SelectField
        label={texts.trigger}
        hint={texts.triggerHint}
        name="trigger"
        error={fieldError('trigger')}
        options={triggers}
      />
      <SuggestedField
        name="situation"
        label={texts.situation}
        hint={texts.situationHint}
        suggestions={situations}
        defaultValue={kept?.situation}
        error={fieldError('situation')}
      />
      <SuggestedField
        name="action"
        label={texts.action}
        hint={texts.actionHint}
        suggestions={actions}
        defaultValue={kept?.action}
        error={fieldError('action')}
      />
      <Button pending={pending} pendingLabel={texts.saving}>
        {texts.submit}
      </Button>
    </form>
  )
}

/** A text field of the plan with its suggestions in a datalist (offered by the browser, no script). */
function SuggestedField({
  name,
  suggestions,
  ...field
}: {
  name: 'situation' | 'action'
  label: string
  hint: string
  suggestions: readonly string[]
  defaultValue: string | undefined
  error: string | undefined
}) {
  const list = `coping-plan-${name}-suggestions`
  return (
    <>
      <TextField {...field} name={name} list={list} required maxLength={PLAN_TEXT_MAX} />
      <datalist id={list}>
        {suggestions.map((text) => (
          <option key={text} value={text} />
        ))}
      </datalist>
    </>
  )
}
