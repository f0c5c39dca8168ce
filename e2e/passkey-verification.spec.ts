import { totpCode } from '@/modules/auth/second-factor/testing'
import {
  accountMenu,
  assignOwnClientAddress,
  registerInBrowser,
  signOutInBrowser,
  turnOnSecondFactorOverHttp,
  uniqueAuthEmail,
} from './auth-helpers'
import { startAppInstance, type TAppInstance } from './support/app-process'
import { type BrowserContext, expect, type Page, test } from './support/fixtures'
import { messages } from './support/messages'
import { withDatabase } from './support/outbox'
import { addVirtualAuthenticator } from './support/passkeys'
import { e2ePort, e2eServerEnv } from './support/server-env'

// A passkey whose authenticator did not verify the person (a security key without PIN: user
// present, not verified) is possession alone, one factor (decision 061): an account with a
// second factor still asks for the code, and an admin does not pass the admin rule with it.
// What the server decides on is the UV flag inside the signed assertion.
const en = messages.en

test.beforeEach(async ({ context }) => {
  await assignOwnClientAddress(context)
})

/**
 * Chromium's virtual authenticator (CDP WebAuthn): a platform passkey store. Its passkeys answer
 * without verifying the person (flags UP=1, UV=0), as a PIN-less security key or a software
 * authenticator does, once sign-in asks for no verification: the test rewrites our "preferred"
 * to "discouraged" on the way, as such a client ignores it anyway. (A virtual authenticator
 * without any verification cannot hold discoverable passkeys, so it cannot stand in.)
 */
async function addAuthenticatorThatSkipsVerification(context: BrowserContext, page: Page) {
  await addVirtualAuthenticator(context, page)
  await page.route('**/api/auth/passkey/generate-authenticate-options**', async (route) => {
    const response = await route.fetch()
    const options = (await response.json()) as Record<string, unknown>
    await route.fulfill({ response, json: { ...options, userVerification: 'discouraged' } })
  })
}

async function addPasskey(page: Page, name: string) {
  await page.goto('/account')
  const passkeys = page.getByRole('main').getByRole('region', { name: en.auth.account.passkeys })
  await passkeys.getByLabel(en.auth.passkeys.name).fill(name)
  await passkeys.getByRole('button', { name: en.auth.passkeys.add }).click()
  await expect(passkeys.getByRole('status')).toHaveText(en.auth.passkeys.added)
}

/**
 * The passkey button on /login. The page's autofill ceremony may answer first, or still be
 * settling when the button starts its own, which the browser then fails ("try again"): a person
 * clicks once more, so does the test. Answers once the page left /login.
 */
async function signInWithPasskey(page: Page) {
  await page.goto('/login')
  const main = page.getByRole('main')
  const button = main.getByRole('button', { name: en.auth.passkeys.signIn })
  await expect(button).toBeVisible()
  const failed = main.getByRole('alert').filter({ hasText: en.errors['auth/passkey-failed'] })
  await button.click().catch(() => undefined)
  // Either ceremony may navigate (and abort the other's navigation): poll the address.
  await expect(async () => {
    const onLogin = new URL(page.url()).pathname === '/login'
    if (onLogin && (await failed.isVisible().catch(() => false))) await button.click().catch(() => undefined)
    expect(new URL(page.url()).pathname).not.toBe('/login')
  }).toPass({ timeout: 30_000 })
}

test('a passkey without user verification does not skip the code of a second factor', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await addAuthenticatorThatSkipsVerification(context, page)
  const email = uniqueAuthEmail('passkey-uv')
  await registerInBrowser(page, { name: 'Una Verified', email })
  await expect(page).toHaveURL((url) => url.pathname === '/progress')
  const secret = await turnOnSecondFactorOverHttp(page.request, baseURL!)
  await addPasskey(page, 'Key without PIN')
  await signOutInBrowser(page, 'Una Verified')

  await signInWithPasskey(page)
  await expect(page).toHaveURL((url) => url.pathname === '/login/second-factor')
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull()
  await page.getByRole('main').getByLabel(en.secondFactor.step.codeLabel).fill(totpCode(secret))
  await page.getByRole('main').getByRole('button', { name: en.secondFactor.step.submit }).click()
  await expect(accountMenu(page, 'Una Verified')).toBeVisible()
})

test.describe('with ADMIN_REQUIRE_SECOND_FACTOR=1', () => {
  let app: TAppInstance
  let base: string
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    // An app of its own with the rule on, public at a localhost address (WebAuthn takes no IP
    // address as its relying party).
    const { PORT: _port, PUBLIC_URL: _url, DATA_DIR: _dir, ...env } = e2eServerEnv(e2ePort())
    app = await startAppInstance('passkey-admin-rule', (port) => ({
      ...env,
      ADMIN_REQUIRE_SECOND_FACTOR: '1',
      PUBLIC_URL: `http://localhost:${port}`,
    }))
    base = app.base.replace('127.0.0.1', 'localhost')
  })
  test.afterAll(async () => {
    await app?.stop()
  })

  test('an admin signed in with a passkey without user verification cannot open the admin area', async ({
    browser,
  }) => {
    test.setTimeout(150_000)
    const context = await browser.newContext({ baseURL: base })
    try {
      await assignOwnClientAddress(context)
      const page = await context.newPage()
      await addAuthenticatorThatSkipsVerification(context, page)
      const email = uniqueAuthEmail('passkey-uv-admin')
      await registerInBrowser(page, { name: 'Ada Admin', email })
      await withDatabase(
        (client) => client.query(`update users set role = 'admin' where email = $1`, [email]),
        app.dataDir,
      )
      await addPasskey(page, 'Admin key without PIN')
      await signOutInBrowser(page, 'Ada Admin')

      await signInWithPasskey(page)
      await expect(accountMenu(page, 'Ada Admin')).toBeVisible()
      const { rows } = await withDatabase(
        (client) =>
          client.query<{ method: string }>(
            `select s.sign_in_method as method from sessions s join users u on u.id = s.user_id
              where u.email = $1 order by s.created_at desc limit 1`,
            [email],
          ),
        app.dataDir,
      )
      expect(rows[0]?.method).toBe('passkey-unverified')
      await page.goto('/admin')
      await expect(page).toHaveURL(
        (url) => url.pathname === '/account' && url.searchParams.get('setup') === 'second-factor',
      )
    } finally {
      await context.close()
    }
  })
})
