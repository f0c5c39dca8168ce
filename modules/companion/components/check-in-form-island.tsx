'use client'

import type { ComponentProps } from 'react'
import { defineFormIsland, FormIsland } from '@/modules/ui/client/form-island'
import type { CheckInForm as TForm } from './check-in-form'

type TProps = ComponentProps<typeof TForm>

const island = defineFormIsland<TProps>({
  serverForm:
    typeof window === 'undefined'
      ? (require('./check-in-form') as typeof import('./check-in-form')).CheckInForm
      : null,
  load: () => import('./check-in-form').then(({ CheckInForm }) => CheckInForm),
  name: 'check-in form',
})

/** The check-in form without its script on load: the server's form, which posts without JavaScript too, until someone starts using it (decision 082). */
export function CheckInFormIsland(props: TProps) {
  return <FormIsland island={island} props={props} />
}
