// What the scripts need to know about the site: localized paths, which features exist yet, and
// the HTTP calls of a visitor (sign-up and sign-in through Better Auth's API).

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { localizedPath } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'

// A request the server does not answer within this time counts as failed (never hangs a script).
const REQUEST_TIMEOUT_MS = 30_000

/** The public path of an English route in a locale, percent-encoded as a browser sends it. */
export function localePath(locale: TLocale, path: string): string {
  return encodeURI(localizedPath(locale, path))
}

/** The first post linked from the given pages (posts come from the content source). */
export async function findPostPath(base: string, pages: string[]): Promise<string | undefined> {
  for (const page of pages) {
    const response = await fetch(base + page)
    const html = await response.text()
    const match = /href="((?:\/[a-z]{2})?\/posts\/[^"?#]+)"/.exec(html)
    if (match?.[1]) return match[1]
  }
  return undefined
}

/** Whether Better Auth's API is mounted (the Accounts feature has landed). */
export async function hasAuthApi(base: string): Promise<boolean> {
  const response = await fetch(`${base}/api/auth/ok`)
  await response.arrayBuffer()
  return response.ok
}

export type TAuthResult = { status: number; cookie: string; body: string }

function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.startsWith('i18n_redirected='))
    .join('; ')
}

/**
 * The answer to the site's ALTCHA bot check, solved as the widget would (about a second of proof
 * of work), as the form field and header carry it; undefined when the challenge cannot be
 * fetched (older builds without it).
 */
export async function solveBotCheckPayload(base: string): Promise<string | undefined> {
  const response = await fetch(`${base}/api/bot-check`).catch(() => null)
  if (!response?.ok) return undefined
  const challenge = await response.json()
  const solution = await solveChallenge({ challenge, deriveKey })
  return solution ? Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') : undefined
}

/** The solved bot check as the header of a JSON request to the auth API (none when unavailable). */
export async function solveBotCheck(base: string): Promise<Record<string, string>> {
  const payload = await solveBotCheckPayload(base)
  return payload ? { 'x-altcha': payload } : {}
}

/** POST /api/auth/sign-up/email as a browser on the site would (same Origin, solved bot check). */
export async function signUp(
  base: string,
  user: { email: string; password: string; name: string },
  clientAddress?: string,
): Promise<TAuthResult> {
  const response = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: base,
      ...(clientAddress ? { 'X-Forwarded-For': clientAddress } : {}),
      ...(await solveBotCheck(base)),
    },
    body: JSON.stringify(user),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  return { status: response.status, cookie: sessionCookie(response), body: await response.text() }
}

export async function signIn(
  base: string,
  user: { email: string; password: string },
  clientAddress?: string,
): Promise<TAuthResult> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: base,
      ...(clientAddress ? { 'X-Forwarded-For': clientAddress } : {}),
    },
    body: JSON.stringify(user),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  return { status: response.status, cookie: sessionCookie(response), body: await response.text() }
}

/** The signed-in user's id according to the server, or undefined. */
export async function readSession(base: string, cookie: string): Promise<string | undefined> {
  const response = await fetch(`${base}/api/auth/get-session`, {
    headers: { Cookie: cookie },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  if (!response.ok) return undefined
  const session = (await response.json()) as { user?: { id?: string } } | null
  return session?.user?.id
}

/** A client address from a documentation range, different per call: rate limits count per address. */
export function syntheticClientAddress(index: number): string {
  return `198.18.${(index >> 8) & 255}.${index & 255}`
}

export type TRawResponse = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A GET with exactly these headers (fetch adds its own Accept-Language and Accept-Encoding). */
export async function rawGet(url: string, headers: Record<string, string> = {}): Promise<TRawResponse> {
  const { request } = await import('node:http')
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers, agent: false }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.setTimeout(10_000, () => req.destroy(new Error(`GET ${url} timed out`)))
    req.end()
  })
}
