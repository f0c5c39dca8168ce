'use client'

import type { ComponentProps } from 'react'
import { defineFormIsland, FormIsland } from '@/modules/ui/client/form-island'
import type { MedicineUseForm as TForm } from './medicine-use-form'

type TProps = ComponentProps<typeof TForm>

const island = defineFormIsland<TProps>({
  serverForm:
    typeof window === 'undefined'
      ? (require('./medicine-use-form') as typeof import('./medicine-use-form')).MedicineUseForm
      : null,
  load: () => import('./medicine-use-form').then(({ MedicineUseForm }) => MedicineUseForm),
  name: 'medicine form',
})

/** The medicine form without its script on load: the server's form, which posts without JavaScript too, until someone starts using it (decision 082). */
export function MedicineUseFormIsland(props: TProps) {
  return <FormIsland island={island} props={props} />
}
