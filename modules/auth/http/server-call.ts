import 'server-only'
import { headers } from 'next/headers'
import { getConfig } from '@/lib/config'
import { getAuth } from '../auth'
import { type TAuthErrorCode, toAuthErrorCode } from '../error-codes'
import { copyAuthCookies } from '../second-factor/copy-auth-cookies'

/** Request headers a server action passes on to the auth API: who asks, from where, with what. */
const FORWARDED = [
  'cookie',
  'user-agent',
  'x-forwarded-for',
  'origin',
  'referer',
  'accept-language',
  'x-request-id',
]

export type TAuthCallFailure = { ok: false; code: TAuthErrorCode; serverCode?: string; retryAfter?: number }

export type TAuthCallResult = { ok: true; data: unknown } | TAuthCallFailure

/**
 * Calls one Better Auth endpoint from a server action through its HTTP handler, as the browser
 * would: its rate limits, our plugin's hooks (bot check, recent sign-in, field checks) and its
 * origin check all apply. The cookies it sets are copied onto the action's answer.
 */
export async function callAuthEndpoint(
  path: `/${string}`,
  body: Record<string, unknown>,
  extraHeaders: Record<string, string> = {},
): Promise<TAuthCallResult> {
  const incoming = await headers()
  const forwarded = new Headers({ 'content-type': 'application/json', ...extraHeaders })
  for (const name of FORWARDED) {
    const value = incoming.get(name)
    if (value !== null) forwarded.set(name, value)
  }
  const url = new URL(`/api/auth${path}`, getConfig().PUBLIC_URL)
  const response = await getAuth().handler(
    new Request(url, { method: 'POST', headers: forwarded, body: JSON.stringify(body) }),
  )
  // Better Auth answers JSON (or nothing, e.g. a 429 from its rate limiter without a body).
  const text = await response.text()
  const data: unknown =
    text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null
  if (!response.ok) {
    const failure = (data ?? {}) as { code?: unknown; message?: unknown }
    const retryAfter = Number(response.headers.get('X-Retry-After'))
    return {
      ok: false,
      code: toAuthErrorCode({ code: failure.code, status: response.status }),
      serverCode: typeof failure.code === 'string' ? failure.code : undefined,
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    }
  }
  await copyAuthCookies(response.headers)
  return { ok: true, data }
}
