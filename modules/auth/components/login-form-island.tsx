'use client'

import { defineFormIsland, FormIsland } from '@/modules/ui/client/form-island'
import type { TLoginFormProps } from './login-form'

const loginForm = defineFormIsland<TLoginFormProps>({
  serverForm:
    typeof window === 'undefined'
      ? (require('./login-form') as typeof import('./login-form')).LoginForm
      : null,
  load: () => import('./login-form').then(({ LoginForm }) => LoginForm),
  name: 'sign-in form',
})

/**
 * The sign-in form without its script on load (decisions 072 and 081): the server's form, which signs in
 * without JavaScript too, until someone starts using it; then the client form.
 */
export function LoginFormIsland(props: TLoginFormProps) {
  return <FormIsland island={loginForm} props={props} />
}
