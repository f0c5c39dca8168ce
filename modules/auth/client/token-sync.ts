'use client'

import { IdTokenKeeper, isFreshForSync } from './id-token'

/** GET /api/auth/token: the session's ID token; null when signed out. */
async function fetchIdToken(): Promise<string | null> {
  const response = await fetch('/api/auth/token', { credentials: 'same-origin', cache: 'no-store' })
  if (response.status === 401) return null
  if (!response.ok) throw new Error(`token endpoint answered ${response.status}`)
  const body = (await response.json()) as { token?: unknown }
  return typeof body.token === 'string' ? body.token : null
}

export const idTokenKeeper = new IdTokenKeeper({ fetchToken: fetchIdToken })

async function send(url: string, method: 'POST' | 'DELETE', token: string) {
  try {
    const response = await fetch(url, {
      method,
      headers: { Authorization: `Bearer ${token}` },
      credentials: 'omit',
      keepalive: true,
    })
    if (!response.ok) console.warn(`token sync ${method} answered ${response.status}`)
  } catch (error) {
    // Sync is optional: a failure never blocks signing in or out.
    console.warn(`token sync ${method} failed`, error)
  }
}

/** After sign-in: POST the fresh ID token to AUTH_SYNC_URL (seed §7). */
export async function syncAfterSignIn(url: string | null): Promise<void> {
  if (!url) return
  const token = await idTokenKeeper.refresh()
  if (!token || !isFreshForSync(token, Date.now())) return
  await send(url, 'POST', token.token)
}

/** Before the session ends: take a fresh token while one can still be had, for the DELETE. */
export async function prepareSignOutSync(url: string | null): Promise<() => Promise<void>> {
  if (!url) {
    idTokenKeeper.clear()
    return async () => {}
  }
  let token = idTokenKeeper.token
  if (!token || !isFreshForSync(token, Date.now())) token = await idTokenKeeper.refresh()
  idTokenKeeper.clear()
  const fresh = token && isFreshForSync(token, Date.now()) ? token.token : null
  return async () => {
    if (fresh) await send(url, 'DELETE', fresh)
  }
}
