'use client'

import { useTranslations } from 'next-intl'
import { startTransition, useEffect, useRef, useState } from 'react'
import { whenIdle } from '@/modules/ui/client/when-idle'
import { Button } from '@/modules/ui/components/button'
import { callAuth, type TAuthFailure } from '../client/call-auth'
import {
  conditionalRequestOfTheBrowser,
  readsWebAuthnJson,
  signInWithPasskeyAutofill,
  startConditionalCeremony,
  supportsPasskeys,
  type TConditionalCeremony,
  type TConditionalRequest,
} from '../client/passkey-ceremonies'
import { completeSignIn } from '../client/session-store'
import { needsSecondStep } from '../second-factor/second-step-href'
import { AuthAlert } from './form-parts'

/**
 * "Sign in with a passkey", and where the browser supports it, conditional UI: the passkeys of
 * this site are offered in the autofill of the email field (`autocomplete="… webauthn"`).
 * The button's ceremony first ends the waiting autofill one and waits until it has settled (the
 * two raced for the server's challenge and one failed); the autofill's end is not shown. A
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
  // Unknown until hydrated: its place is kept from the first paint where JavaScript runs (nothing
  // moves when it shows), and given up in the rare browser without WebAuthn.
  const [supported, setSupported] = useState<boolean | null>(null)
  const [failure, setFailure] = useState<TAuthFailure | null>(null)
  const [busy, setBusy] = useState(false)
  const done = useRef(onSignedIn)
  done.current = onSignedIn
  const toSecondStep = useRef(onSecondStep)
  toSecondStep.current = onSecondStep

  const autofill = useRef<TConditionalCeremony | null>(null)
  // Pressed before the autofill started: it does not start then (the two ceremonies would race).
  const pressed = useRef(false)

  // After hydration and in slices (a transition), and the autofill ceremony once the browser is
  // idle: its script and the server's challenge are nothing the page's first moments wait for
  // (decision 083). The email field offers the passkeys from then on.
  useEffect(() => {
    const available = supportsPasskeys()
    startTransition(() => setSupported(available))
    if (!available) return
    let ceremony: TConditionalCeremony | null = null
    const cancelIdle = whenIdle(() => {
      if (pressed.current) return
      ceremony = startAutofill(
        () => done.current(),
        () => toSecondStep.current(),
      )
      autofill.current = ceremony
    })
    return () => {
      cancelIdle()
      autofill.current = null
      if (ceremony) void ceremony.cancel()
    }
  }, [])

  async function onClick() {
    pressed.current = true
    setBusy(true)
    setFailure(null)
    // End the autofill ceremony before this one asks for its challenge (see above).
    const waiting = autofill.current
    autofill.current = null
    await waiting?.cancel()
    const result = await callAuth((client, fetchOptions) => client.signIn.passkey({ fetchOptions }))
    if (!result.ok) {
      setBusy(false)
      return setFailure(result)
    }
    if (needsSecondStep(result.data)) return onSecondStep()
    await completeSignIn()
    done.current()
  }

  if (supported === false) return null
  return (
    <div className={`hidden space-y-3 js:block ${supported ? '' : 'invisible'}`}>
      <AuthAlert failure={failure} />
      <Button block variant="secondary" type="button" pending={busy} onClick={() => void onClick()}>
        {busy ? t('signingIn') : t('signIn')}
      </Button>
    </div>
  )
}

/**
 * The autofill (conditional) ceremony: the passkeys of this site in the email field's autofill.
 * The browser's own WebAuthn JSON where it has it; elsewhere SimpleWebAuthn, loaded then
 * (decision 088). Better Auth's client loads only when someone presses the button.
 */
function startAutofill(onSignedIn: () => void, onSecondStep: () => void): TConditionalCeremony {
  let webAuthn: typeof import('@simplewebauthn/browser') | undefined
  const request: TConditionalRequest = readsWebAuthnJson()
    ? conditionalRequestOfTheBrowser
    : async (options, signal) => {
        webAuthn = await import('@simplewebauthn/browser')
        if (signal.aborted) return null
        return webAuthn
          .startAuthentication({ optionsJSON: options, useBrowserAutofill: true })
          .catch(() => null)
      }
  return startConditionalCeremony(
    async (signal) => {
      const conditional = await PublicKeyCredential.isConditionalMediationAvailable?.().catch(() => false)
      if (!conditional || signal.aborted) return
      const signedIn = await signInWithPasskeyAutofill(signal, request)
      if (!signedIn || signal.aborted) return
      if (needsSecondStep(signedIn)) return onSecondStep()
      await completeSignIn()
      onSignedIn()
    },
    // The browser's request ends with the ceremony's signal; SimpleWebAuthn's with its own.
    () => webAuthn?.WebAuthnAbortService.cancelCeremony(),
  )
}
