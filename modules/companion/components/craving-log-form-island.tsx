'use client'

import type { ComponentProps } from 'react'
import { defineFormIsland, FormIsland } from '@/modules/ui/client/form-island'
import type { CravingLogForm as TForm } from './craving-log-form'

type TProps = ComponentProps<typeof TForm>

const island = defineFormIsland<TProps>({
  serverForm:
    typeof window === 'undefined'
      ? (require('./craving-log-form') as typeof import('./craving-log-form')).CravingLogForm
      : null,
  load: () => import('./craving-log-form').then(({ CravingLogForm }) => CravingLogForm),
  name: 'craving log form',
})

/**
 * "Log this craving" without its script on load: the server's form (or, for a visitor, the
 * sign-in link the signed-in marker shows from the first paint), which posts without JavaScript
 * too, until someone starts using it (decision 082).
 */
export function CravingLogFormIsland(props: TProps) {
  return <FormIsland island={island} props={props} />
}
