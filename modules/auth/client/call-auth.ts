'use client'

import { type TAuthErrorCode, toAuthErrorCode } from '../error-codes'
import type { TAuthClient } from './auth-client'

export type TAuthFailure = { code: TAuthErrorCode; serverCode?: string; retryAfter?: number }
export type TAuthOutcome<T> = { ok: true; data: T } | ({ ok: false } & TAuthFailure)

export type TBetterAuthResult<T> = {
  data: T | null
  error: { code?: string; status?: number; message?: string } | null
}
export type TFetchOptions = { onError?: (context: { response: Response }) => void; signal?: AbortSignal }

/** Better Auth's browser client, fetched once, on the first call that needs it. */
export async function loadAuthClient(): Promise<TAuthClient> {
  return (await import('./auth-client')).authClient
}

/**
 * Runs one call of the auth client (loaded on the first call) and answers a catalogue code on
 * failure, with the retry hint of a 429 (X-Retry-After) and the server's own code (to name the
 * failed password rule). A client that cannot load (offline, a deploy replaced its chunk) is a
 * network failure like any other.
 */
export async function callAuth<T>(
  call: (client: TAuthClient, fetchOptions: TFetchOptions) => Promise<TBetterAuthResult<T>>,
): Promise<TAuthOutcome<T>> {
  let retryAfter: number | undefined
  const fetchOptions: TFetchOptions = {
    onError: ({ response }) => {
      const header = Number(response.headers.get('X-Retry-After'))
      if (Number.isFinite(header) && header > 0) retryAfter = header
    },
  }
  let result: TBetterAuthResult<T>
  try {
    result = await call(await loadAuthClient(), fetchOptions)
  } catch (error) {
    console.error('auth call failed', error)
    return { ok: false, code: 'auth/network-request-failed' }
  }
  if (result.error) {
    const code = toAuthErrorCode(result.error)
    return { ok: false, code, serverCode: result.error.code, retryAfter }
  }
  return { ok: true, data: result.data as T }
}
