'use client'

import { fromOAuthCallbackError, type TAuthErrorCode } from '../error-codes'
import { callAuth } from './call-auth'
import { createPopupSignIn, POPUP_CHANNEL, type TPopupOutcome } from './popup'
import { refreshSession } from './session-store'

type TSocialAnswer = { url?: string; redirect?: boolean }

function requestSocialUrl(provider: string, callbackURL: string, errorCallbackURL: string) {
  return callAuth<TSocialAnswer>((client, fetchOptions) =>
    client.$fetch<TSocialAnswer>('/sign-in/social', {
      method: 'POST',
      body: { provider, callbackURL, errorCallbackURL, disableRedirect: true },
      ...fetchOptions,
    }),
  )
}

let popupSignIn: ((provider: string) => Promise<TPopupOutcome>) | undefined

/** Signs in with a provider in a popup; the page stays where it is. */
export function signInWithPopup(provider: string): Promise<TPopupOutcome> {
  popupSignIn ??= createPopupSignIn({
    open: (name, features) => window.open('about:blank', name, features),
    requestAuthorizationUrl: async (id, completeUrl) => {
      const answer = await requestSocialUrl(id, completeUrl, completeUrl)
      if (!answer.ok) return { code: answer.code }
      return answer.data?.url ? { url: answer.data.url } : { code: 'auth/internal-error' }
    },
    isSignedIn: async () => (await refreshSession()).status === 'signed-in',
    listen: (onMessage) => {
      const onWindowMessage = (event: MessageEvent) => {
        if (event.origin === window.location.origin) onMessage(event.data)
      }
      window.addEventListener('message', onWindowMessage)
      const channel =
        typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(POPUP_CHANNEL)
      if (channel) channel.onmessage = (event) => onMessage(event.data)
      return () => {
        window.removeEventListener('message', onWindowMessage)
        channel?.close()
      }
    },
    mapError: (error) => fromOAuthCallbackError(error),
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
    setInterval: (run, ms) => window.setInterval(run, ms),
    clearInterval: (timer) => window.clearInterval(timer as number),
    randomNonce: () => crypto.randomUUID(),
    screen: {
      left: window.screenX,
      top: window.screenY,
      width: window.outerWidth,
      height: window.outerHeight,
    },
  })
  return popupSignIn(provider)
}

/**
 * The full-page fallback when the popup is blocked: the provider comes back to `target`, or to
 * `errorPage` with `?error=` (state expires after 10 minutes, Better Auth's default).
 */
export async function signInWithRedirect(
  provider: string,
  target: string,
  errorPage: string,
): Promise<{ ok: false; code: TAuthErrorCode } | { ok: true }> {
  const answer = await requestSocialUrl(provider, target, errorPage)
  if (!answer.ok) return { ok: false, code: answer.code }
  if (!answer.data?.url) return { ok: false, code: 'auth/internal-error' }
  window.location.assign(answer.data.url)
  return { ok: true }
}
