'use client'

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser'
import { callAuthApi } from './auth-api'

/**
 * The login page's waiting autofill (conditional) passkey ceremony, so that the button's ceremony
 * can end it first. Both ask the server for a challenge and verify against the latest one: when
 * the button's started while the autofill one was still settling, one of them failed and the
 * person read "try again". `run` gets a signal that is aborted on `cancel()`: it passes it to the
 * verification request and stops when it is aborted. `cancel()` also ends the browser's pending
 * WebAuthn request (`endWebAuthnRequest`) and resolves once `run` has settled.
 */
export type TConditionalCeremony = { cancel(): Promise<void> }

/** This browser can use passkeys at all (WebAuthn). */
export function supportsPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'
}

export function startConditionalCeremony(
  run: (signal: AbortSignal) => Promise<void>,
  endWebAuthnRequest: () => void,
): TConditionalCeremony {
  const controller = new AbortController()
  const settled = run(controller.signal).catch((error: unknown) => {
    if (!controller.signal.aborted) console.warn('passkey autofill failed', error)
  })
  return {
    async cancel() {
      controller.abort()
      let finished = false
      void settled.then(() => {
        finished = true
      })
      // Its challenge may still be on the way: then it starts its browser request after the
      // abort, which must be ended too. Again until it has settled, for five seconds at most.
      for (let tries = 0; !finished && tries < 50; tries++) {
        endWebAuthnRequest()
        await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 100))])
      }
    },
  }
}

/** The browser's answer to a conditional request, as JSON; null when it ended or was refused. */
export type TConditionalRequest = (
  options: PublicKeyCredentialRequestOptionsJSON,
  signal: AbortSignal,
) => Promise<AuthenticationResponseJSON | null>

/**
 * The browser reads and writes WebAuthn's JSON itself (`parseRequestOptionsFromJSON`, `toJSON`:
 * WebAuthn Level 3, in every major browser since 2025): the autofill needs no library then
 * (decision 088).
 */
export function readsWebAuthnJson(): boolean {
  return (
    typeof PublicKeyCredential.parseRequestOptionsFromJSON === 'function' &&
    typeof PublicKeyCredential.prototype.toJSON === 'function'
  )
}

/**
 * The conditional request with the browser's own JSON, as SimpleWebAuthn's
 * `startAuthentication({ useBrowserAutofill: true })` makes it: no allow list (the autofill
 * offers every passkey of this site), ended by `signal`.
 */
export const conditionalRequestOfTheBrowser: TConditionalRequest = async (options, signal) => {
  if (signal.aborted) return null
  try {
    const publicKey = PublicKeyCredential.parseRequestOptionsFromJSON({ ...options, allowCredentials: [] })
    const credential = await navigator.credentials.get({ mediation: 'conditional', publicKey, signal })
    return credential instanceof PublicKeyCredential
      ? (credential.toJSON() as AuthenticationResponseJSON)
      : null
  } catch {
    // Ended (the button's ceremony took over) or refused in the browser: the form is still there.
    return null
  }
}

/**
 * The autofill sign-in itself, as Better Auth's passkey client does it (the server's options, the
 * browser's conditional request, the verification), with plain fetch: the login page starts it as
 * it loads, and Better Auth's client would be 18 KB of script loaded for it on every visit.
 * Answers the verification's body (a session, or `twoFactorRedirect`), or null when nothing signed
 * in: no options, the browser's request ended or refused, the server refused the passkey.
 */
export async function signInWithPasskeyAutofill(
  signal: AbortSignal,
  request: TConditionalRequest,
): Promise<unknown> {
  const options = await callAuthApi<PublicKeyCredentialRequestOptionsJSON>(
    '/passkey/generate-authenticate-options',
    { signal },
  )
  if (options.error || signal.aborted) return null
  const credential = await request(options.data, signal)
  if (!credential || signal.aborted) return null
  const { clientExtensionResults: _extensions, ...response } = credential
  const verified = await callAuthApi('/passkey/verify-authentication', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ response }),
    signal,
  })
  return verified.error ? null : verified.data
}
