'use client'

import { useActionState } from 'react'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { Button } from '@/modules/ui/components/button'
import { Field, useFieldErrors } from '@/modules/ui/components/fields'
import { ActionFeedback } from '@/modules/ui/components/form-feedback'
import { inputClass } from '@/modules/ui/components/styles'
import { markMissionAction } from '../actions'
import { ANSWER_LENGTH_MAX } from '../catalogue'

export type TMissionFormTexts = {
  answerLabel: string | null
  answerHint: string
  done: string
  doing: string
  skip: string
  savedDone: string
  savedSkip: string
}

/**
 * Marks one mission done (with the person's answer where it asks for one) or skips it: two small
 * forms, so each works as a plain form without JavaScript. Texts come from the server page, so
 * the catalogue's strings stay out of the client bundle.
 */
export function MissionForm({
  mission,
  answer,
  texts,
}: {
  mission: string
  answer: string | null
  texts: TMissionFormTexts
}) {
  const [state, dispatch, pending] = useActionState(markMissionAction, null)
  const [skipState, skip, skipping] = useActionState(markMissionAction, null)
  const fieldError = useFieldErrors(state)
  const kept = state && !state.ok ? state.values?.answer : undefined
  return (
    <div className="mt-4 grid max-w-xl gap-3">
      <form action={dispatch} onSubmit={submitWithoutReset(dispatch)} className="grid gap-3">
        <ActionFeedback state={state} success={texts.savedDone} />
        <input type="hidden" name="mission" value={mission} />
        <input type="hidden" name="intent" value="done" />
        {texts.answerLabel ? (
          <Field label={texts.answerLabel} hint={texts.answerHint} error={fieldError('answer')} name="answer">
            {(props) => (
              <textarea
                {...props}
                required
                rows={4}
                maxLength={ANSWER_LENGTH_MAX}
                defaultValue={kept ?? answer ?? ''}
                className={inputClass}
              />
            )}
          </Field>
        ) : null}
        <Button pending={pending} pendingLabel={texts.doing}>
          {texts.done}
        </Button>
      </form>
      <form action={skip} onSubmit={submitWithoutReset(skip)}>
        <ActionFeedback state={skipState} success={texts.savedSkip} />
        <input type="hidden" name="mission" value={mission} />
        <input type="hidden" name="intent" value="skip" />
        <Button variant="secondary" pending={skipping} className="text-sm">
          {texts.skip}
        </Button>
      </form>
    </div>
  )
}
