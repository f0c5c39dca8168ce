// Helpers for tests that drive Better Auth over HTTP-shaped requests (no server needed).
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { type AuthEndpointContext, runWithEndpointContext } from '@better-auth/core/context'
import { vi } from 'vitest'
import type { TOutboxRecord } from '@/modules/email/public'
import { readOutbox } from '@/tests/support/outbox'
import type { TAuth } from '../auth'

export const TEST_ORIGIN = 'http://localhost:3000'

/**
 * A private DATA_DIR (outbox, secret) and a fixed secret, before the config is first read. With
 * `signUpFreely`, rate limits and the bot check are off: for tests that sign people up to test
 * something else (both have tests of their own, modules/auth/rate-limit and modules/bot-check).
 */
export async function useTestAuthEnvironment(options: { signUpFreely?: boolean } = {}): Promise<string> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'exhale-auth-test-'))
  process.env.DATA_DIR = dataDir
  process.env.PUBLIC_URL = TEST_ORIGIN
  process.env.BETTER_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123456789'
  if (options.signUpFreely) {
    process.env.RATE_LIMIT = 'off'
    process.env.ALTCHA_DISABLED = '1'
  }
  return dataDir
}

type TCall = {
  method?: 'GET' | 'POST'
  body?: unknown
  cookie?: string
  ip?: string
  headers?: Record<string, string>
}

/** Calls /api/auth<path> on the instance, as a browser on our origin would. */
export async function callAuthApi(auth: TAuth, apiPath: string, call: TCall = {}): Promise<Response> {
  const headers = new Headers({
    origin: TEST_ORIGIN,
    'x-forwarded-for': call.ip ?? '10.1.0.1',
    ...call.headers,
  })
  if (call.cookie) headers.set('cookie', call.cookie)
  if (call.body !== undefined) headers.set('content-type', 'application/json')
  return auth.handler(
    new Request(`${TEST_ORIGIN}/api/auth${apiPath}`, {
      method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
      headers,
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      redirect: 'manual',
    }),
  )
}

/**
 * Links a provider account to the user as Better Auth's endpoints do (inside their context, so
 * the database hooks get it) and answers a function that removes it the same way.
 */
export async function linkProviderAccount(
  auth: TAuth,
  userId: string,
  providerId: string,
): Promise<() => Promise<void>> {
  const context = await auth.$context
  const asEndpoint = <T>(run: () => Promise<T>) =>
    runWithEndpointContext({ context } as unknown as AuthEndpointContext, run)
  const account = await asEndpoint(() =>
    context.internalAdapter.linkAccount({ userId, providerId, accountId: `${providerId}-${userId}` }),
  )
  return async () => {
    await asEndpoint(() => context.internalAdapter.deleteAccount(account.id))
  }
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header (no expired ones). */
export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .filter((cookie) => !/max-age=0/i.test(cookie))
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** Waits for a mail to `to` in DATA_DIR/outbox whose subject matches, newest first. */
export async function waitForOutboxMail(
  dataDir: string,
  to: string,
  options: {
    after?: number
    timeoutMs?: number
    /** Only mails of this kind (another mail to the same person may be sent in the background). */
    matching?: (mail: TOutboxRecord) => boolean
  } = {},
): Promise<TOutboxRecord> {
  const dir = path.join(dataDir, 'outbox')
  return vi.waitFor(
    async () => {
      const match = (await readOutbox(dir))
        .filter((mail) => mail.to === to && Date.parse(mail.createdAt) >= (options.after ?? 0))
        .filter((mail) => options.matching?.(mail) ?? true)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .at(-1)
      if (!match) throw new Error(`no mail to ${to} in ${dir}`)
      return match
    },
    { timeout: options.timeoutMs ?? 10_000, interval: 50 },
  )
}

/**
 * An instance of Better Auth for a test: no rate limits, no Redis, no sign-up bot check (each is
 * tested on its own). Imported late, after `useTestAuthEnvironment` set the environment.
 */
export async function createTestAuth(): Promise<TAuth> {
  const { createAuth } = await import('../auth')
  return createAuth({ rateLimit: false, redisUrl: null, botCheck: false })
}

let emailCounter = 0

/** A new address on each call, marked with `label` to find it in a failure. */
export function uniqueEmail(label: string): string {
  emailCounter += 1
  return `${label}-${emailCounter}-${Date.now()}@example.test`
}
