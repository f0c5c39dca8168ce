'use client'

import { type FormEvent, type ReactNode, useState } from 'react'
import {
  BOT_CHECK_HEADER_NAME,
  resetBotCheck,
  solveBotCheck,
} from '@/modules/bot-check/components/bot-check-field'
import { EmailWithBotCheck } from '@/modules/bot-check/components/email-with-bot-check'
import { Button } from '@/modules/ui/components/button'
import { FormNotice } from '@/modules/ui/components/form-feedback'
import type { TAuthClient } from '../client/auth-client'
import { callAuth, type TAuthFailure, type TBetterAuthResult, type TFetchOptions } from '../client/call-auth'
import { checkEmail } from '../sign-in/email-address'
import { AuthAlert } from './form-parts'

/**
 * An email address, the bot check and one button that asks the server to send a link (sign-in
 * or password reset): checks the address, solves the bot check, calls `request` with the check's
 * header, and shows `sent` in place of the form once it went out.
 */
export function EmailRequestForm({
  request,
  labels,
  intro,
  initialFailure = null,
}: {
  /** The auth client call for this address; its fetch options carry the bot check's header. */
  request: (
    client: TAuthClient,
    email: string,
    fetchOptions: TFetchOptions & { headers: Record<string, string> },
  ) => Promise<TBetterAuthResult<unknown>>
  labels: { email: string; submit: string; submitting: string; sent: (email: string) => string }
  intro?: ReactNode
  initialFailure?: TAuthFailure | null
}) {
  const [failure, setFailure] = useState<TAuthFailure | null>(initialFailure)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const email = String(new FormData(formElement).get('email') ?? '').trim()
    const invalid = checkEmail(email)
    if (invalid) return setFailure({ code: invalid })
    setBusy(true)
    setFailure(null)
    const botCheck = await solveBotCheck(formElement)
    if (!botCheck) {
      setBusy(false)
      return setFailure({ code: 'auth/captcha-check-failed' })
    }
    const result = await callAuth((client, fetchOptions) =>
      request(client, email, { ...fetchOptions, headers: { [BOT_CHECK_HEADER_NAME]: botCheck } }),
    )
    setBusy(false)
    if (!result.ok) {
      resetBotCheck(formElement)
      return setFailure(result)
    }
    setSentTo(email)
  }

  if (sentTo) return <FormNotice>{labels.sent(sentTo)}</FormNotice>
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
      {intro}
      <AuthAlert failure={failure} />
      <EmailWithBotCheck label={labels.email} />
      <Button block pending={busy} pendingLabel={labels.submitting}>
        {labels.submit}
      </Button>
    </form>
  )
}
