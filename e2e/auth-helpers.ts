import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from '@playwright/test'
import { localizedPath, splitLocale, withLocale } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { isSignedInPath } from '@/lib/routing/guards'
import { totpCode } from '@/modules/auth/second-factor/testing'
import { botCheckHeaders } from './support/bot-check'
import { messages } from './support/messages'
import { e2eDataDir, withDatabase } from './support/outbox'

export const AUTH_PASSWORD = 'Breathe-freely-2026'

/** A unique address for this test and run. */
export function uniqueAuthEmail(kind: string): string {
  return `auth-${kind}-${test.info().testId}-${randomBytes(3).toString('hex')}@example.test`.toLowerCase()
}

/**
 * Gives the browser context its own client address (X-Forwarded-For, which the app trusts
 * without a proxy in front): the rate limits count per address, and tests must not share one.
 */
export async function assignOwnClientAddress(context: BrowserContext): Promise<string> {
  const ip = `10.${[...randomBytes(3)].join('.')}`
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
  return ip
}

type TRegistration = { name: string; email: string; password?: string; locale?: TLocale; redirect?: string }

/** Registers in the browser and waits until the page has moved on, signed in. */
export async function registerInBrowser(page: Page, registration: TRegistration) {
  const registerPage = await submitRegistration(page, registration)
  // Registration signs in, then the page moves on (to the redirect, else home). Whatever the test
  // does next (reload, goto, sign out) must not race that navigation (a flaky reload in CI).
  await expect(page).not.toHaveURL(registerPage, { timeout: 30_000 })
  await page.waitForLoadState()
}

/** Fills in and submits the registration form; answers the form's URL. */
export async function submitRegistration(
  page: Page,
  { name, email, password = AUTH_PASSWORD, locale = 'en', redirect }: TRegistration,
): Promise<string> {
  const m = messages[locale]
  await page.goto(
    `${localizedPath(locale, '/register')}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`,
  )
  const main = page.getByRole('main')
  await main.getByLabel(m.auth.fields.displayName).fill(name)
  await main.getByLabel(m.auth.fields.email).fill(email)
  await main.getByLabel(m.auth.fields.password, { exact: true }).fill(password)
  const registerPage = page.url()
  await main.getByRole('button', { name: m.auth.register.submit }).click()
  return registerPage
}

export async function signInInBrowser(
  page: Page,
  {
    email,
    password = AUTH_PASSWORD,
    locale = 'en',
    redirect,
  }: {
    email: string
    password?: string
    locale?: TLocale
    redirect?: string
  },
) {
  const m = messages[locale]
  const query = redirect === undefined ? '' : `?redirect=${encodeURIComponent(redirect)}`
  await page.goto(`${localizedPath(locale, '/login')}${query}`)
  const main = page.getByRole('main')
  await main.getByLabel(m.auth.fields.email).fill(email)
  await main.getByLabel(m.auth.fields.password, { exact: true }).fill(password)
  await main.getByRole('button', { name: m.auth.login.submit, exact: true }).click()
}

/** The header's account menu button of a signed-in person. */
export function accountMenu(page: Page, name: string, locale: TLocale = 'en') {
  return page.getByRole('banner').getByLabel(messages[locale].auth.menu.open.replace('{name}', name))
}

export async function signOutInBrowser(page: Page, name: string, locale: TLocale = 'en') {
  const leavesPage = isSignedInPath(splitLocale(decodeURI(new URL(page.url()).pathname)).rest)
  await accountMenu(page, name, locale).click()
  await page.getByRole('button', { name: messages[locale].auth.menu.signOut, exact: true }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: messages[locale].nav.login })).toBeVisible()
  // Signed out on a page for signed-in people, the app then goes home: let that navigation end,
  // or the test's next one races it (the passkey test timed out on a login page that went away).
  if (leavesPage) await expect(page).toHaveURL((url) => url.pathname === withLocale(locale, '/'))
}

/** Runs `npm run <script>` beside the server under test (its DATA_DIR); answers its output. */
export async function runNpmScriptBesideServer(
  script: string,
  args: string[],
  dataDir = e2eDataDir,
): Promise<{ code: number | null; output: string }> {
  const publicUrl = String(test.info().project.use.baseURL ?? '')
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', script, '--', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', PUBLIC_URL: publicUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, output }))
  })
}

/** Runs `npm run create-admin` against the server under test (its DATA_DIR). */
export async function runCreateAdmin(args: string[], dataDir = e2eDataDir): Promise<string> {
  const { code, output } = await runNpmScriptBesideServer('create-admin', args, dataDir)
  if (code !== 0) throw new Error(`create-admin exited ${code}: ${output}`)
  return output
}

/** The session cookies of a Better Auth answer, as a Cookie header. */
export function sessionCookie(headers: Array<{ name: string; value: string }>) {
  return headers
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0])
    .filter((pair) => pair?.startsWith('exhale.'))
    .join('; ')
}

/** A random client address per call, so per-address rate limits of one test spare the others. */
function randomClientAddress() {
  return `10.88.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`
}

/** Registers over the auth API (no browser), answering the bot check; returns the Cookie header. */
export async function signUpOverHttp(
  request: APIRequestContext,
  baseURL: string,
  email: string,
  name = 'Test Person',
) {
  const response = await request.post('/api/auth/sign-up/email', {
    data: { email, password: AUTH_PASSWORD, name },
    headers: {
      origin: baseURL,
      'x-forwarded-for': randomClientAddress(),
      ...(await botCheckHeaders(request)),
    },
  })
  expect(response.status(), await response.text()).toBe(200)
  return sessionCookie(response.headersArray())
}

/**
 * A new person with a confirmed address (reminders reach confirmed addresses only), signed in
 * in a browser context of their own (its time zone, a moved clock).
 */
export async function signUpConfirmedInNewContext(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  options: BrowserContextOptions & { kind: string },
) {
  const { kind, ...contextOptions } = options
  const email = uniqueAuthEmail(kind)
  const cookie = await signUpOverHttp(request, baseURL, email)
  await withDatabase((client) =>
    client.query('update users set email_verified = true where email = $1', [email]),
  )
  const context = await browser.newContext(contextOptions)
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name = '', ...value] = pair.split('=')
      return { name, value: value.join('='), url: baseURL }
    }),
  )
  return { context, email, page: await context.newPage() }
}

/** Signs in over the auth API (no browser); returns the Cookie header. */
export async function signInOverHttp(request: APIRequestContext, baseURL: string, email: string) {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email, password: AUTH_PASSWORD },
    headers: { origin: baseURL, 'x-forwarded-for': randomClientAddress() },
  })
  expect(response.status(), await response.text()).toBe(200)
  return sessionCookie(response.headersArray())
}

/**
 * Turns the second factor on with the session of `request` (a page's, or signed in over HTTP);
 * answers the secret. The set-up takes the previous step's code, which is still accepted: the
 * current one stays fresh for the sign-in that follows (a code's step is taken once).
 */
export async function turnOnSecondFactorOverHttp(
  request: APIRequestContext,
  origin: string,
): Promise<string> {
  const headers = { origin }
  const enable = await request.post('/api/auth/two-factor/enable', {
    data: { password: AUTH_PASSWORD },
    headers,
  })
  expect(enable.status(), await enable.text()).toBe(200)
  const { totpURI } = (await enable.json()) as { totpURI: string }
  const secret = new URL(totpURI).searchParams.get('secret') ?? ''
  const confirm = await request.post('/api/auth/two-factor/verify-totp', {
    data: { code: totpCode(secret, { steps: -1 }) },
    headers,
  })
  expect(confirm.status()).toBe(200)
  return secret
}
