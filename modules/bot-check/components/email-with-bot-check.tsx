'use client'

import type { ComponentProps, ReactNode } from 'react'
import { TextField } from '@/modules/ui/components/fields'
import { BotCheckField } from './bot-check-field'

/**
 * An email address and the bot check of a form that mails someone (registration, reset and
 * sign-in links, newsletter, deletion): the labelled address field, then the ALTCHA check that
 * loads once the form is used. `children` are the fields between the two (a password, a consent),
 * so the check stays last, right before the button. The form itself submits through
 * `submitAfterBotCheck` (modules/bot-check/components/bot-check-field.tsx); without JavaScript the
 * server-issued form token stands in for the check (decision 045).
 */
export function EmailWithBotCheck({
  children,
  name = 'email',
  type = 'email',
  autoComplete = 'email',
  required = true,
  ...email
}: { children?: ReactNode } & ComponentProps<typeof TextField>) {
  return (
    <>
      <TextField name={name} type={type} autoComplete={autoComplete} required={required} {...email} />
      {children}
      <BotCheckField />
    </>
  )
}
