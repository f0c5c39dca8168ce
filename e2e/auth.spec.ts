import {
  AUTH_PASSWORD,
  accountMenu,
  assignOwnClientAddress,
  registerInBrowser,
  signInInBrowser,
  signOutInBrowser,
  signUpOverHttp,
  submitRegistration,
  uniqueAuthEmail,
} from './auth-helpers'
import { expect, test } from './support/fixtures'
import { messages } from './support/messages'
import { linkContaining, waitForMail, withDatabase } from './support/outbox'

const en = messages.en
const de = messages.de

test.beforeEach(async ({ context }) => {
  await assignOwnClientAddress(context)
})

test('register → signed in → logout → login with redirect=/de/hilfe lands there', async ({
  visitor: page,
}) => {
  const email = uniqueAuthEmail('journey')
  await registerInBrowser(page, { name: 'Journey Person', email })
  // Without a redirect, a new person lands on their progress page (decision 047).
  await expect(page).toHaveURL((url) => url.pathname === '/progress')
  await expect(accountMenu(page, 'Journey Person')).toBeVisible()

  await signOutInBrowser(page, 'Journey Person')
  await page.reload()
  await expect(page.getByRole('banner').getByRole('link', { name: en.nav.login })).toBeVisible()

  await signInInBrowser(page, { email, redirect: '/de/hilfe' })
  await expect(page).toHaveURL((url) => url.pathname === '/de/hilfe')
  await expect(accountMenu(page, 'Journey Person', 'de')).toBeVisible()
})

// One of each kind, through the real form in a browser: scheme-relative, encoded backslash,
// another scheme, control characters. lib/routing/safe-redirect.test.ts checks the function the
// form uses against every vector we know, and e2e/security.spec.ts sends them all to the sign-in
// pages over HTTP.
const openRedirectVectors = [
  '//evil.example',
  '/%5Cevil.example',
  'javascript:alert(1)',
  '/\r\n/evil.example',
]

test('login with an open-redirect vector lands on the progress page of the locale', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const email = uniqueAuthEmail('vectors')
  await signUpOverHttp(request, baseURL ?? '', email, 'Vector Person')
  for (const vector of openRedirectVectors) {
    // Each sign-in from its own address: the limiter allows 10 a minute per address.
    await assignOwnClientAddress(context)
    await signInInBrowser(page, { email, locale: 'de', redirect: vector })
    await expect(page, vector).toHaveURL(`${baseURL}/de/progress`)
  }
})

test('a wrong password and an unknown address give the same invalid-credential message', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueAuthEmail('credential')
  await signUpOverHttp(request, baseURL ?? '', email, 'Credential Person')

  const message = en.errors['auth/invalid-credential']
  await signInInBrowser(page, { email, password: 'not-my-password-1' })
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(message)
  await signInInBrowser(page, { email: uniqueAuthEmail('nobody'), password: 'not-my-password-1' })
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(message)
})

test('a common password is refused and the failed rule is named', async ({ visitor: page }) => {
  await submitRegistration(page, {
    name: 'Common Person',
    email: uniqueAuthEmail('common'),
    password: 'password123',
  })
  const main = page.getByRole('main')
  await expect(main.getByRole('alert')).toContainText(en.errors['auth/password-does-not-meet-requirements'])
  await expect(main.locator('[data-rule="not-common"]')).toHaveAttribute('data-state', 'failed')
  await expect(main.locator('[data-rule="min-length"]')).toHaveAttribute('data-state', 'met')
})

// Every invalid field at once (decision 046), each tied to its message, focus moved.
test('register with an invalid email and a common password reports both at once', async ({
  visitor: page,
}) => {
  await submitRegistration(page, { name: 'Two Mistakes', email: 'not-an-address', password: 'password123' })
  const main = page.getByRole('main')
  const summary = main.getByRole('alert')
  await expect(summary).toContainText(en.errors['auth/invalid-email'])
  await expect(summary).toContainText(en.errors['auth/password-does-not-meet-requirements'])
  await expect(summary).toBeFocused()
  const email = main.getByLabel(en.auth.fields.email)
  const password = main.getByLabel(en.auth.fields.password, { exact: true })
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription(en.errors['auth/invalid-email'])
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(password).toHaveAccessibleDescription(
    new RegExp(en.errors['auth/password-does-not-meet-requirements'].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  )
  // The summary's entries lead to their fields.
  await summary.getByRole('link', { name: en.errors['auth/invalid-email'] }).click()
  await expect(email).toBeFocused()
})

test('password reset: mailed single-use link, new password, old sessions gone', async ({
  page,
  browser,
  signIn,
}) => {
  const { email } = await signIn({ name: 'Reset Person', locale: 'de' })
  await page.goto('/de/account')
  await expect(accountMenu(page, 'Reset Person', 'de')).toBeVisible()

  const visitor = await browser.newContext()
  await assignOwnClientAddress(visitor)
  const tab = await visitor.newPage()
  await tab.goto('/de/forgot-password')
  await tab.getByRole('main').getByLabel(de.auth.fields.email).fill(email)
  await tab.getByRole('main').getByRole('button', { name: de.auth.forgot.submit }).click()
  await expect(tab.getByRole('main').getByRole('status')).toContainText(email)

  const mail = await waitForMail(email, 2) // the verification mail, then the reset mail
  expect(mail.subject).toContain('Passwort')
  const link = linkContaining(mail, '/api/auth/reset-password/')
  await tab.goto(link)
  await expect(tab).toHaveURL((url) => url.pathname === '/de/reset-password' && url.searchParams.has('token'))
  await tab.getByRole('main').getByLabel(de.auth.fields.newPassword).fill('A-new-breath-2026')
  await tab.getByRole('main').getByRole('button', { name: de.auth.reset.submit }).click()
  await expect(tab.getByRole('main').getByRole('status')).toHaveText(de.auth.reset.done)

  // The link works once.
  await tab.goto(link)
  await expect(tab.getByRole('main').getByRole('alert')).toHaveText(de.errors['auth/invalid-action-code'])
  await visitor.close()

  // The session of the first browser is gone; the new password works.
  await page.goto('/de/account')
  await expect(page).toHaveURL((url) => url.pathname === '/de/login')
  await signInInBrowser(page, { email, password: 'A-new-breath-2026', locale: 'de', redirect: '/de/account' })
  await expect(page).toHaveURL((url) => url.pathname === '/de/account')
  await expect(page.getByRole('main')).toContainText(email)
})

test('11 rapid wrong sign-ins from one address get 429 with the localized message', async ({
  page,
  baseURL,
}) => {
  const email = uniqueAuthEmail('limit')
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: `wrong-password-${attempt}` },
      headers: { origin: baseURL ?? '' },
      failOnStatusCode: false,
    })
    expect(response.status()).toBe(401)
  }
  await signInInBrowser(page, { email, password: 'wrong-password-10', locale: 'de' })
  const alert = page.getByRole('main').getByRole('alert')
  await expect(alert).toContainText(de.errors['auth/too-many-requests'])
  await expect(alert).toContainText(/\d+/)
})

test('a banned user is signed out with the user-disabled message', async ({ page, signIn }) => {
  const { email } = await signIn({ name: 'Banned Person' })
  // The signed-out notice is about a public page the person keeps open.
  await page.goto('/')
  await expect(accountMenu(page, 'Banned Person')).toBeVisible()
  await withDatabase((client) => client.query('update users set banned = true where email = $1', [email]))
  await page.reload()
  await expect(page.getByRole('banner').getByRole('alert')).toHaveText(
    new RegExp(en.errors['auth/user-disabled'].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  )
  await signInInBrowser(page, { email, password: AUTH_PASSWORD })
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(en.errors['auth/user-disabled'])
})

test('signing out in one tab signs out the other tabs', async ({ page, context, signIn }) => {
  await signIn({ name: 'Tab Person' })
  await page.goto('/help')
  await expect(accountMenu(page, 'Tab Person')).toBeVisible()
  const other = await context.newPage()
  await other.goto('/help')
  await expect(accountMenu(other, 'Tab Person')).toBeVisible()
  await signOutInBrowser(page, 'Tab Person')
  await expect(other.getByRole('banner').getByRole('link', { name: en.nav.login })).toBeVisible()
})
