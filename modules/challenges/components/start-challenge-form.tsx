'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { Button } from '@/modules/ui/components/button'
import { Fieldset, TextField, useFieldErrors } from '@/modules/ui/components/fields'
import { ActionFeedback } from '@/modules/ui/components/form-feedback'
import { inputClass } from '@/modules/ui/components/styles'
import { startChallengeAction } from '../actions'
import { CHALLENGE_LENGTHS, CHALLENGE_TITLE_KEYS } from '../calendar'
import { MAX_PARTICIPANTS, TITLE_MAX } from '../constants'

/** Title from the list (or custom), start date, length and size of a new challenge. */
export function StartChallengeForm({ today }: { today: string }) {
  const t = useTranslations('challenges')
  const [state, dispatch, pending] = useActionState(startChallengeAction, null)
  const fieldError = useFieldErrors(state)

  return (
    <form action={dispatch} onSubmit={submitWithoutReset(dispatch)} className="grid max-w-xl gap-6">
      <ActionFeedback state={state} />
      <Fieldset legend={t('form.title')} error={fieldError('title')}>
        <div className="mt-2 grid gap-2">
          {[...CHALLENGE_TITLE_KEYS, 'custom' as const].map((key, index) => (
            <label key={key} className="flex items-center gap-3">
              <input type="radio" name="title" value={key} defaultChecked={index === 0} className="size-5" />
              <span>{key === 'custom' ? t('form.custom') : t(`titles.${key}`)}</span>
            </label>
          ))}
        </div>
      </Fieldset>
      <TextField
        label={t('form.customTitle')}
        hint={t('form.customTitleHint')}
        error={fieldError('customTitle')}
        name="customTitle"
        type="text"
        maxLength={TITLE_MAX}
      />
      <TextField
        label={t('form.startsOn')}
        error={fieldError('startsOn')}
        name="startsOn"
        type="date"
        required
        min={today}
        defaultValue={today}
      />
      <Fieldset legend={t('form.length')} error={fieldError('lengthDays')}>
        <div className="mt-2 flex flex-wrap gap-4">
          {CHALLENGE_LENGTHS.map((days, index) => (
            <label key={days} className="flex items-center gap-2">
              <input
                type="radio"
                name="lengthDays"
                value={days}
                defaultChecked={index === 0}
                className="size-5"
              />
              <span>{t('form.lengthOption', { days })}</span>
            </label>
          ))}
        </div>
      </Fieldset>
      <TextField
        label={t('form.maxParticipants')}
        hint={t('form.maxParticipantsHint')}
        error={fieldError('maxParticipants')}
        name="maxParticipants"
        type="number"
        inputMode="numeric"
        required
        min={2}
        max={MAX_PARTICIPANTS}
        defaultValue={10}
        className={`${inputClass} max-w-40`}
      />
      <Button pending={pending} pendingLabel={t('form.starting')}>
        {t('form.start')}
      </Button>
    </form>
  )
}
