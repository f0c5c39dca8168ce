import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createPopupSignIn,
  POPUP_CLOSED_GRACE_MS,
  POPUP_MESSAGE_TYPE,
  POPUP_POLL_MS,
  type TPopupEnvironment,
  type TPopupWindow,
} from './popup'

type TFakeWindow = TPopupWindow & { name: string; features: string }

function createEnvironment(options: { blocked?: boolean; signedInAfterClose?: boolean } = {}) {
  const windows: TFakeWindow[] = []
  const listeners = new Set<(message: unknown) => void>()
  let nonceCounter = 0
  const env: TPopupEnvironment = {
    open: (name, features) => {
      if (options.blocked) return null
      const popup: TFakeWindow = {
        name,
        features,
        closed: false,
        close() {
          this.closed = true
        },
        location: { href: 'about:blank' },
      }
      windows.push(popup)
      return popup
    },
    requestAuthorizationUrl: async (provider, completeUrl) => ({
      url: `https://id.example/authorize?provider=${provider}&redirect=${encodeURIComponent(completeUrl)}`,
    }),
    isSignedIn: async () => options.signedInAfterClose ?? false,
    listen: (onMessage) => {
      listeners.add(onMessage)
      return () => listeners.delete(onMessage)
    },
    mapError: (error) =>
      error === 'account_not_linked'
        ? 'auth/account-exists-with-different-credential'
        : 'auth/internal-error',
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    setInterval: (run, ms) => setInterval(run, ms),
    clearInterval: (timer) => clearInterval(timer as ReturnType<typeof setInterval>),
    randomNonce: () => `nonce-${++nonceCounter}`,
    screen: { left: 0, top: 0, width: 1500, height: 1000 },
  }
  const post = (message: unknown) => {
    for (const listener of [...listeners]) listener(message)
  }
  return { env, windows, post, listeners }
}

describe('sign-in popup', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('opens a centred 500×600 window and sends it to the provider', async () => {
    const { env, windows, post } = createEnvironment()
    const result = createPopupSignIn(env)('oidc')
    await vi.advanceTimersByTimeAsync(0)
    expect(windows[0]!.features).toBe('popup=yes,width=500,height=600,left=500,top=200')
    expect(windows[0]!.location.href).toContain('https://id.example/authorize?provider=oidc')
    expect(decodeURIComponent(windows[0]!.location.href)).toContain('/api/auth/popup-complete?nonce=nonce-1')
    post({ type: POPUP_MESSAGE_TYPE, nonce: 'nonce-1' })
    await expect(result).resolves.toEqual({ ok: true })
    expect(windows[0]!.closed).toBe(true)
  })

  it('ignores messages of other popups and other senders', async () => {
    const { env, post } = createEnvironment()
    let settled = false
    const result = createPopupSignIn(env)('google').then((outcome) => {
      settled = true
      return outcome
    })
    await vi.advanceTimersByTimeAsync(0)
    post({ type: POPUP_MESSAGE_TYPE, nonce: 'someone-else' })
    post({ type: 'other', nonce: 'nonce-1' })
    post('nonce-1')
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    post({ type: POPUP_MESSAGE_TYPE, nonce: 'nonce-1', error: 'account_not_linked' })
    await expect(result).resolves.toEqual({
      ok: false,
      code: 'auth/account-exists-with-different-credential',
    })
  })

  it('reports popup-blocked when no window opens', async () => {
    const { env } = createEnvironment({ blocked: true })
    await expect(createPopupSignIn(env)('apple')).resolves.toEqual({ ok: false, code: 'auth/popup-blocked' })
  })

  it('notices a closed window within 2 s and waits 8 s for a late result before popup-closed-by-user', async () => {
    const { env, windows } = createEnvironment()
    let outcome: unknown
    void createPopupSignIn(env)('oidc').then((value) => {
      outcome = value
    })
    await vi.advanceTimersByTimeAsync(0)
    windows[0]!.close()
    await vi.advanceTimersByTimeAsync(POPUP_POLL_MS + POPUP_CLOSED_GRACE_MS - 1)
    expect(outcome).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toEqual({ ok: false, code: 'auth/popup-closed-by-user' })
  })

  it('accepts a result that arrives during the 8 s after closing', async () => {
    const { env, windows, post } = createEnvironment()
    const result = createPopupSignIn(env)('oidc')
    await vi.advanceTimersByTimeAsync(0)
    windows[0]!.close()
    await vi.advanceTimersByTimeAsync(POPUP_POLL_MS + 5_000)
    post({ type: POPUP_MESSAGE_TYPE, nonce: 'nonce-1' })
    await expect(result).resolves.toEqual({ ok: true })
  })

  it('counts a closed window as success when the session exists after all', async () => {
    const { env, windows } = createEnvironment({ signedInAfterClose: true })
    const result = createPopupSignIn(env)('oidc')
    await vi.advanceTimersByTimeAsync(0)
    windows[0]!.close()
    await vi.advanceTimersByTimeAsync(POPUP_POLL_MS + POPUP_CLOSED_GRACE_MS)
    await expect(result).resolves.toEqual({ ok: true })
  })

  it('cancels the first popup when a second starts', async () => {
    const { env, windows, post, listeners } = createEnvironment()
    const signIn = createPopupSignIn(env)
    const first = signIn('google')
    await vi.advanceTimersByTimeAsync(0)
    const second = signIn('oidc')
    await expect(first).resolves.toEqual({ ok: false, code: 'auth/cancelled-popup-request' })
    expect(windows[0]!.closed).toBe(true)
    expect(windows[1]!.closed).toBe(false)
    expect(windows[0]!.name).not.toBe(windows[1]!.name)
    await vi.advanceTimersByTimeAsync(0)
    post({ type: POPUP_MESSAGE_TYPE, nonce: 'nonce-2' })
    await expect(second).resolves.toEqual({ ok: true })
    expect(listeners.size).toBe(0)
  })
})
