'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/modules/ui/components/button'
import { authClient, callAuth, type TAuthFailure } from '../client/auth-client'
import { completeSignIn } from '../client/session-store'
import { needsSecondStep } from '../second-factor/second-step-href'
import { AuthAlert } from './form-parts'
import { supportsPasskeys } from './passkey-manager'

/**
 * "Sign in with a passkey", and where the browser supports it, conditional UI: the passkeys of
 * this site are offered in the autofill of the email field (`autocomplete="… webauthn"`).
 * Starting the button's ceremony cancels the waiting autofill one; its failure is not shown. A
 * passkey that did not verify the person (no PIN, no fingerprint) is one factor: an account with
 * a second factor then goes on to the code step (`onSecondStep`, decision 061).
 */
export function PasskeySignIn({
  onSignedIn,
  onSecondStep,
}: {
  onSignedIn: () => void
  onSecondStep: () => void
}) {
  const t = useTranslations('auth.passkeys')
  const [supported, setSupported] = useState(false)
  const [failure, setFailure] = useState<TAuthFailure | null>(null)
  const [busy, setBusy] = useState(false)
  const done = useRef(onSignedIn)
  done.current = onSignedIn
  const toSecondStep = useRef(onSecondStep)
  toSecondStep.current = onSecondStep

  useEffect(() => {
    if (!supportsPasskeys()) return
    setSupported(true)
    let active = true
    void (async () => {
      const conditional = await PublicKeyCredential.isConditionalMediationAvailable?.().catch(() => false)
      if (!conditional || !active) return
      const result = await callAuth((fetchOptions) =>
        authClient.signIn.passkey({ autoFill: true, fetchOptions }),
      )
      if (!result.ok || !active) return
      if (needsSecondStep(result.data)) return toSecondStep.current()
      await completeSignIn()
      done.current()
    })()
    return () => {
      active = false
    }
  }, [])

  async function onClick() {
    setBusy(true)
    setFailure(null)
    const result = await callAuth((fetchOptions) => authClient.signIn.passkey({ fetchOptions }))
    if (!result.ok) {
      setBusy(false)
      return setFailure(result)
    }
    if (needsSecondStep(result.data)) return onSecondStep()
    await completeSignIn()
    done.current()
  }

  if (!supported) return null
  return (
    <div className="space-y-3">
      <AuthAlert failure={failure} />
      <Button block variant="secondary" type="button" pending={busy} onClick={() => void onClick()}>
        {busy ? t('signingIn') : t('signIn')}
      </Button>
    </div>
  )
}
