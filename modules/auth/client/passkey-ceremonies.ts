'use client'

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
