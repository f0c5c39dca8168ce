'use client'

import type { ComponentProps } from 'react'
import { defineFormIsland, FormIsland } from '@/modules/ui/client/form-island'
import type { PlanForm as TForm } from './plan-form'

type TProps = ComponentProps<typeof TForm>

const island = defineFormIsland<TProps>({
  serverForm:
    typeof window === 'undefined' ? (require('./plan-form') as typeof import('./plan-form')).PlanForm : null,
  load: () => import('./plan-form').then(({ PlanForm }) => PlanForm),
  name: 'plan form',
})

/** The plan form without its script on load: the server's form, which posts without JavaScript too, until someone starts using it (decision 082). */
export function PlanFormIsland(props: TProps) {
  return <FormIsland island={island} props={props} />
}
