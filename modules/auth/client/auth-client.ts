'use client'

import { passkeyClient } from '@better-auth/passkey/client'
import { createAuthClient } from 'better-auth/client'
import { adminClient, inferAdditionalFields, magicLinkClient } from 'better-auth/client/plugins'
import { type TAuthErrorCode, toAuthErrorCode } from '../error-codes'

/**
 * The browser side of Better Auth. Our own session store (session-store.ts) decides when to
 * ask for the session, so Better Auth's focus refetch stays off.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  sessionOptions: { refetchOnWindowFocus: false },
  plugins: [
    adminClient(),
    magicLinkClient(),
    passkeyClient(),
    inferAdditionalFields({ user: { locale: { type: 'string', required: false } } }),
  ],
})

export type TAuthFailure = { code: TAuthErrorCode; serverCode?: string; retryAfter?: number }
export type TAuthOutcome<T> = { ok: true; data: T } | ({ ok: false } & TAuthFailure)

export type TBetterAuthResult<T> = {
  data: T | null
  error: { code?: string; status?: number; message?: string } | null
}
export type TFetchOptions = { onError?: (context: { response: Response }) => void; signal?: AbortSignal }

/**
 * Runs one call of the auth client and answers a catalogue code on failure, with the retry
 * hint of a 429 (X-Retry-After) and the server's own code (to name the failed password rule).
 */
export async function callAuth<T>(
  call: (fetchOptions: TFetchOptions) => Promise<TBetterAuthResult<T>>,
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
    result = await call(fetchOptions)
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
