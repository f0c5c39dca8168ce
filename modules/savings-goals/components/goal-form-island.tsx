'use client'

import type { ComponentProps } from 'react'
import { defineFormIsland, FormIsland } from '@/modules/ui/client/form-island'
import type { GoalForm as TForm } from './goal-forms'

type TProps = ComponentProps<typeof TForm>

const island = defineFormIsland<TProps>({
  serverForm:
    typeof window === 'undefined'
      ? (require('./goal-forms') as typeof import('./goal-forms')).GoalForm
      : null,
  load: () => import('./goal-forms').then(({ GoalForm }) => GoalForm),
  name: 'savings goal form',
})

/** The savings goal form without its script on load: the server's form, which posts without JavaScript too, until someone starts using it (decision 082). */
export function GoalFormIsland(props: TProps) {
  return <FormIsland island={island} props={props} />
}
