'use client'

import type { ComponentProps } from 'react'
import { defineFormIsland, FormIsland } from '@/modules/ui/client/form-island'
import type { CopingPlanForm as TForm } from './coping-plan-form'

type TProps = ComponentProps<typeof TForm>

const island = defineFormIsland<TProps>({
  serverForm:
    typeof window === 'undefined'
      ? (require('./coping-plan-form') as typeof import('./coping-plan-form')).CopingPlanForm
      : null,
  load: () => import('./coping-plan-form').then(({ CopingPlanForm }) => CopingPlanForm),
  name: 'if-then plan form',
})

/** The if-then plan form without its script on load: the server's form, which posts without JavaScript too, until someone starts using it (decision 082). */
export function CopingPlanFormIsland(props: TProps) {
  return <FormIsland island={island} props={props} />
}
