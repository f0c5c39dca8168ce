// Sign-in with Google, Apple or the OIDC provider in a 500×600 popup, with the seed's rules
// (decision 009): the window is checked every 2 s; once it is seen closed a late result is
// awaited for 8 s before auth/popup-closed-by-user; starting a second popup cancels the first
// with auth/cancelled-popup-request; a blocked window gives auth/popup-blocked. The popup ends
// on /api/auth/popup-complete, which posts the result to the opener and on a BroadcastChannel
// (the opener link may be cut by Cross-Origin-Opener-Policy on the provider's pages).
// Environment-free: window, timers and the network are injected (tested in popup.test.ts).

import type { TAuthErrorCode } from '../error-codes'

export const POPUP_WIDTH = 500
export const POPUP_HEIGHT = 600
export const POPUP_POLL_MS = 2_000
export const POPUP_CLOSED_GRACE_MS = 8_000
export const POPUP_MESSAGE_TYPE = 'exhale:popup-result'
export const POPUP_CHANNEL = 'exhale-auth-popup'

export type TPopupMessage = { type: typeof POPUP_MESSAGE_TYPE; nonce: string; error?: string }
export type TPopupOutcome = { ok: true } | { ok: false; code: TAuthErrorCode }

export type TPopupWindow = { closed: boolean; close(): void; location: { href: string } }

export type TPopupEnvironment = {
  open(name: string, features: string): TPopupWindow | null
  /** Asks the server for the provider's authorization URL (sign-in/social, no redirect). */
  requestAuthorizationUrl(
    provider: string,
    completeUrl: string,
  ): Promise<{ url: string } | { code: TAuthErrorCode }>
  /** After the window closed without a message: did the sign-in happen anyway? */
  isSignedIn(): Promise<boolean>
  /** Subscribes to popup messages (postMessage and BroadcastChannel); returns unsubscribe. */
  listen(onMessage: (message: unknown) => void): () => void
  mapError(error: string | undefined): TAuthErrorCode
  setTimer(run: () => void, ms: number): unknown
  clearTimer(timer: unknown): void
  setInterval(run: () => void, ms: number): unknown
  clearInterval(timer: unknown): void
  randomNonce(): string
  screen?: { left: number; top: number; width: number; height: number }
}

export function popupFeatures(screen?: TPopupEnvironment['screen']): string {
  const left = screen ? Math.max(0, Math.round(screen.left + (screen.width - POPUP_WIDTH) / 2)) : 0
  const top = screen ? Math.max(0, Math.round(screen.top + (screen.height - POPUP_HEIGHT) / 2)) : 0
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`
}

export function isPopupMessage(value: unknown): value is TPopupMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === POPUP_MESSAGE_TYPE &&
    typeof (value as { nonce?: unknown }).nonce === 'string'
  )
}

type TActive = { cancel(code: TAuthErrorCode): void }

/** One popup flow at a time per page; a new one cancels the running one. */
export function createPopupSignIn(env: TPopupEnvironment) {
  let active: TActive | undefined
  let counter = 0

  return function signInWithPopup(provider: string): Promise<TPopupOutcome> {
    active?.cancel('auth/cancelled-popup-request')
    // window.open must happen now, inside the click, or browsers block it.
    counter += 1
    const popup = env.open(`exhale-auth-${counter}`, popupFeatures(env.screen))
    if (!popup || popup.closed) return Promise.resolve({ ok: false, code: 'auth/popup-blocked' })

    const nonce = env.randomNonce()
    return new Promise<TPopupOutcome>((resolve) => {
      let settled = false
      let poll: unknown
      let grace: unknown
      const unlisten = env.listen((message) => {
        if (!isPopupMessage(message) || message.nonce !== nonce) return
        finish(message.error ? { ok: false, code: env.mapError(message.error) } : { ok: true })
      })
      const self: TActive = {
        cancel: (code) => finish({ ok: false, code }),
      }
      active = self

      function finish(outcome: TPopupOutcome) {
        if (settled) return
        settled = true
        unlisten()
        if (poll !== undefined) env.clearInterval(poll)
        if (grace !== undefined) env.clearTimer(grace)
        if (active === self) active = undefined
        if (!popup!.closed) popup!.close()
        resolve(outcome)
      }

      poll = env.setInterval(() => {
        if (!popup.closed || grace !== undefined) return
        env.clearInterval(poll)
        poll = undefined
        grace = env.setTimer(() => {
          void env.isSignedIn().then(
            (signedIn) => finish(signedIn ? { ok: true } : { ok: false, code: 'auth/popup-closed-by-user' }),
            () => finish({ ok: false, code: 'auth/popup-closed-by-user' }),
          )
        }, POPUP_CLOSED_GRACE_MS)
      }, POPUP_POLL_MS)

      const completeUrl = `/api/auth/popup-complete?nonce=${encodeURIComponent(nonce)}`
      env.requestAuthorizationUrl(provider, completeUrl).then(
        (answer) => {
          if (settled) return
          if ('code' in answer) finish({ ok: false, code: answer.code })
          else if (!popup.closed) popup.location.href = answer.url
        },
        () => finish({ ok: false, code: 'auth/network-request-failed' }),
      )
    })
  }
}
