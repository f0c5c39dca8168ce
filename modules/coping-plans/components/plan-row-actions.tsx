'use client'

import { useActionState } from 'react'
import { Button } from '@/modules/ui/components/button'
import { ActionFeedback } from '@/modules/ui/components/form-feedback'
import { RowActionButton } from '@/modules/ui/components/row-action-button'
import { deleteCopingPlanAction, saveRiskyHourSettingsAction } from '../actions'

/** Deletes one plan; a plain form without JavaScript. */
export function DeletePlanButton({ id, label }: { id: number; label: string }) {
  return <RowActionButton action={deleteCopingPlanAction} id={id} label={label} />
}

export type TRiskyHourTexts = {
  legend: string
  hint: string
  email: string
  push: string
  save: string
  saved: string
}

/** The opt-in for a plan reminder before the person's risky hour. */
export function RiskyHourSettingsForm({
  settings,
  texts,
}: {
  settings: { riskyHourEmails: boolean; riskyHourPush: boolean }
  texts: TRiskyHourTexts
}) {
  const [state, dispatch, pending] = useActionState(saveRiskyHourSettingsAction, null)
  return (
    <form action={dispatch} className="mt-6 grid max-w-xl gap-3">
      <ActionFeedback state={state} success={texts.saved} />
      <fieldset className="grid gap-2 rounded-lg border border-slate-300 p-4">
        <legend className="px-1 font-semibold">{texts.legend}</legend>
        <p className="text-sm text-slate-600">{texts.hint}</p>
        {(['riskyHourEmails', 'riskyHourPush'] as const).map((name) => (
          <label key={name} className="flex items-start gap-2">
            <input
              type="checkbox"
              name={name}
              defaultChecked={settings[name]}
              className="mt-1 size-4 accent-brand-600"
            />
            {name === 'riskyHourEmails' ? texts.email : texts.push}
          </label>
        ))}
      </fieldset>
      <Button pending={pending} variant="secondary">
        {texts.save}
      </Button>
    </form>
  )
}
