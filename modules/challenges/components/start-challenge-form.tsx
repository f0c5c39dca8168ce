'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useId } from 'react'
import { FieldError } from '@/modules/certificates/components/certificate-form'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { FormAlert } from '@/modules/ui/components/form-feedback'
import { startChallengeAction } from '../actions'
import { CHALLENGE_LENGTHS, CHALLENGE_TITLE_KEYS } from '../calendar'
import { MAX_PARTICIPANTS, TITLE_MAX } from '../schemas'

const inputClass =
  'w-full rounded-md border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-700 focus:border-brand-600'

/** Title from the list (or custom), start date, length and size of a new challenge. */
export function StartChallengeForm({ today }: { today: string }) {
  const t = useTranslations('challenges')
  const errors = useTranslations('errors')
  const [state, dispatch, pending] = useActionState(startChallengeAction, null)
  const fields = state && !state.ok ? state.fields : undefined
  const id = useId()
  const invalid = (name: string) => Boolean(fields?.[name]?.length)
  const describedBy = (name: string, hint?: boolean) =>
    [hint ? `${id}-${name}-hint` : '', invalid(name) ? `${id}-${name}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined

  return (
    <form action={dispatch} onSubmit={submitWithoutReset(dispatch)} className="grid max-w-xl gap-6">
      {state && !state.ok ? (
        <FormAlert attempt={state} className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
          {errors(state.code)}
        </FormAlert>
      ) : null}
      <fieldset aria-describedby={describedBy('title')}>
        <legend className="font-semibold">{t('form.title')}</legend>
        <div className="mt-2 grid gap-2">
          {[...CHALLENGE_TITLE_KEYS, 'custom' as const].map((key, index) => (
            <label key={key} className="flex items-center gap-3">
              <input type="radio" name="title" value={key} defaultChecked={index === 0} className="size-5" />
              <span>{key === 'custom' ? t('form.custom') : t(`titles.${key}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-title-error`} codes={fields?.title} />
      </fieldset>
      <div>
        <label htmlFor={`${id}-customTitle`} className="block font-semibold">
          {t('form.customTitle')}
        </label>
        <p id={`${id}-customTitle-hint`} className="text-sm text-slate-600">
          {t('form.customTitleHint')}
        </p>
        <input
          id={`${id}-customTitle`}
          name="customTitle"
          type="text"
          maxLength={TITLE_MAX}
          aria-invalid={invalid('customTitle')}
          aria-describedby={describedBy('customTitle', true)}
          className={`mt-1 ${inputClass}`}
        />
        <FieldError id={`${id}-customTitle-error`} codes={fields?.customTitle} />
      </div>
      <div>
        <label htmlFor={`${id}-startsOn`} className="block font-semibold">
          {t('form.startsOn')}
        </label>
        <input
          id={`${id}-startsOn`}
          name="startsOn"
          type="date"
          required
          min={today}
          defaultValue={today}
          aria-invalid={invalid('startsOn')}
          aria-describedby={describedBy('startsOn')}
          className={`mt-1 ${inputClass}`}
        />
        <FieldError id={`${id}-startsOn-error`} codes={fields?.startsOn} />
      </div>
      <fieldset aria-describedby={describedBy('lengthDays')}>
        <legend className="font-semibold">{t('form.length')}</legend>
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
        <FieldError id={`${id}-lengthDays-error`} codes={fields?.lengthDays} />
      </fieldset>
      <div>
        <label htmlFor={`${id}-maxParticipants`} className="block font-semibold">
          {t('form.maxParticipants')}
        </label>
        <p id={`${id}-maxParticipants-hint`} className="text-sm text-slate-600">
          {t('form.maxParticipantsHint')}
        </p>
        <input
          id={`${id}-maxParticipants`}
          name="maxParticipants"
          type="number"
          inputMode="numeric"
          required
          min={2}
          max={MAX_PARTICIPANTS}
          defaultValue={10}
          aria-invalid={invalid('maxParticipants')}
          aria-describedby={describedBy('maxParticipants', true)}
          className={`mt-1 max-w-40 ${inputClass}`}
        />
        <FieldError id={`${id}-maxParticipants-error`} codes={fields?.maxParticipants} />
      </div>
      <div>
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {pending ? t('form.starting') : t('form.start')}
        </button>
      </div>
    </form>
  )
}
