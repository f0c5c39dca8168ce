import { randomBytes } from 'node:crypto'
import { type BrowserContext, expect, test } from '@playwright/test'
import type { TLocale } from '@/i18n/locales'
import { AUTH_PASSWORD } from '../auth-helpers'
import { botCheckHeaders } from './bot-check'
import { withDatabase } from './outbox'

export type TTestAccount = { name: string; email: string; password: string; locale: TLocale }

export type TAccountOptions = {
  name?: string
  /** Default: a fresh address for this test. */
  email?: string
  /** The account's language (its mails). Default: en. */
  locale?: TLocale
  /** An admin, with a confirmed address, as `npm run create-admin` makes them. */
  admin?: boolean
}

/** A client address of its own per request: the per-address rate limits of one test spare the others. */
function clientAddress(): string {
  return `10.77.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0]! % 250)}`
}

function freshEmail(name: string): string {
  const label = name.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'person'
  return `${label}-${test.info().testId}-${randomBytes(4).toString('hex')}@example.test`.toLowerCase()
}

async function signInOverHttp(context: BrowserContext, account: TTestAccount, origin: string): Promise<void> {
  const response = await context.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin, 'x-forwarded-for': clientAddress() },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/**
 * Creates an account over the auth API (answering the bot check as the widget does) and signs
 * the browser context in with it: the answer's session cookie lands in the context, so its next
 * page is signed in. No page of the sign-in flow is opened. The tests of signing in and
 * registering use the forms (e2e/auth.spec.ts and others); every other test starts here.
 */
export async function signInNewAccount(
  context: BrowserContext,
  options: TAccountOptions = {},
): Promise<TTestAccount> {
  const origin = String(test.info().project.use.baseURL ?? '')
  const name = options.name ?? 'Test Person'
  const account: TTestAccount = {
    name,
    email: options.email ?? freshEmail(name),
    password: AUTH_PASSWORD,
    locale: options.locale ?? 'en',
  }
  const signUp = await context.request.post('/api/auth/sign-up/email', {
    data: { email: account.email, password: account.password, name, locale: account.locale },
    headers: { origin, 'x-forwarded-for': clientAddress(), ...(await botCheckHeaders(context.request)) },
  })
  expect(signUp.status(), await signUp.text()).toBe(200)
  if (options.admin) {
    await withDatabase((client) =>
      client.query(`update users set role = 'admin', email_verified = true where email = $1`, [
        account.email,
      ]),
    )
    // A new session: the app may reuse a read of the first one for a few seconds (decision 055).
    await signInOverHttp(context, account, origin)
  }
  return account
}

/** The context's cookies as a Cookie header, for requests sent beside the browser. */
export async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
}
