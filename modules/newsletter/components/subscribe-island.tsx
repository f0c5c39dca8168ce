'use client'

import { defineFormIsland, FormIsland } from '@/modules/ui/client/form-island'

type TProps = { headingLevel?: 'h2' | 'h3' }

const subscribeForm = defineFormIsland<TProps>({
  serverForm:
    typeof window === 'undefined'
      ? (require('./subscribe-form') as typeof import('./subscribe-form')).SubscribeForm
      : null,
  load: () => import('./subscribe-form').then(({ SubscribeForm }) => SubscribeForm),
  name: 'newsletter form',
})

/**
 * The newsletter form of every page's footer and of the home page, without its script on load
 * (decision 072): the server's form until someone starts using it, then the client form.
 */
export function SubscribeIsland(props: TProps) {
  return <FormIsland island={subscribeForm} props={props} />
}
