import { AUTH_PASSWORD, assignOwnClientAddress, signUpOverHttp, uniqueAuthEmail } from './auth-helpers'
import { expect, test } from './support/fixtures'
import { messages } from './support/messages'
import { listMailsTo, waitForLink, waitForMail, withDatabase } from './support/outbox'

// Decision 045: every public form works without JavaScript. Sign-in and registration are real
// forms posting to form actions; registration, the sign-in link and the reset request carry a
// server-issued form token as their bot check; the newsletter and the deletion request (on static
// pages) ask for one more click with such a token. Nothing is refused for a missing check.

const en = messages.en
const de = messages.de

test.use({ javaScriptEnabled: false })

test.beforeEach(async ({ context }) => {
  await assignOwnClientAddress(context)
})

test('register without JavaScript: signed in, on the signed-in home with the welcome', async ({ page }) => {
  const email = uniqueAuthEmail('nojs-register')
  await page.goto('/de/register')
  const main = page.getByRole('main')
  await main.getByLabel(de.auth.fields.displayName).fill('Ohne Skript')
  await main.getByLabel(de.auth.fields.email).fill(email)
  await main.getByLabel(de.auth.fields.password, { exact: true }).fill(AUTH_PASSWORD)
  await main.getByRole('button', { name: de.auth.register.submit }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/de/progress')
  await expect(main.getByRole('heading', { name: de.companion.welcome.heading })).toBeVisible()
  await expect(page.getByText(de.errors['auth/missing-recaptcha-token'])).toHaveCount(0)
  expect((await waitForMail(email)).subject).toBeTruthy()
})

test('register without JavaScript: every invalid field at once, tied to its field', async ({ page }) => {
  await page.goto('/register')
  const main = page.getByRole('main')
  await main.getByLabel(en.auth.fields.displayName).fill('Two Mistakes')
  await main.getByLabel(en.auth.fields.email).fill('not-an-address')
  await main.getByLabel(en.auth.fields.password, { exact: true }).fill('password123')
  await main.getByRole('button', { name: en.auth.register.submit }).click()
  const summary = main.getByRole('alert')
  await expect(summary).toContainText(en.errors['auth/invalid-email'])
  await expect(summary).toContainText(en.errors['auth/password-does-not-meet-requirements'])
  await expect(main.getByLabel(en.auth.fields.email)).toHaveAttribute('aria-invalid', 'true')
  await expect(main.getByLabel(en.auth.fields.email)).toHaveAccessibleDescription(
    en.errors['auth/invalid-email'],
  )
  await expect(main.getByLabel(en.auth.fields.password, { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  // What was typed is kept (never the password).
  await expect(main.getByLabel(en.auth.fields.email)).toHaveValue('not-an-address')
  // The answer is in the HTML as it arrived, not in a streamed boundary that only a script shows.
  expect(await page.content()).not.toContain(STREAMED_BOUNDARY)
})

// React writes a finished Suspense boundary after the page's first 12.8 KB as a hidden <div> with
// a script to reveal it (`<!--$?-->` marks the place): without JavaScript that part stays hidden.
const STREAMED_BOUNDARY = '<!--$?-->'

test('pages with a form hold no part that only a script shows', async ({ request }) => {
  const pages = [
    '/',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=unknown',
    '/de/login',
    '/start-data-deletion',
    '/survey/test',
    '/craving',
  ]
  for (const path of pages) {
    const response = await request.get(path)
    expect.soft(response.status(), path).toBe(200)
    expect.soft(await response.text(), path).not.toContain(STREAMED_BOUNDARY)
  }
})

test('sign in without JavaScript follows a same-site redirect', async ({ page, baseURL }) => {
  const email = uniqueAuthEmail('nojs-login')
  await signUpOverHttp(page.request, baseURL ?? '', email)
  await page.context().clearCookies()
  await page.goto('/de/login?redirect=%2Fde%2Fhilfe')
  const main = page.getByRole('main')
  await main.getByLabel(de.auth.fields.email).fill(email)
  await main.getByLabel(de.auth.fields.password, { exact: true }).fill(AUTH_PASSWORD)
  await main.getByRole('button', { name: de.auth.login.submit, exact: true }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/de/hilfe')
  const cookies = await page.context().cookies()
  expect(cookies.some((cookie) => cookie.name.includes('session_token'))).toBe(true)
})

test('sign in without JavaScript: a wrong password is answered on the page', async ({ page, baseURL }) => {
  const email = uniqueAuthEmail('nojs-wrong')
  await signUpOverHttp(page.request, baseURL ?? '', email)
  await page.context().clearCookies()
  await page.goto('/login')
  const main = page.getByRole('main')
  await main.getByLabel(en.auth.fields.email).fill(email)
  await main.getByLabel(en.auth.fields.password, { exact: true }).fill('not-the-password')
  await main.getByRole('button', { name: en.auth.login.submit, exact: true }).click()
  await expect(main.getByRole('alert')).toHaveText(en.errors['auth/invalid-credential'])
  await expect(page).toHaveURL((url) => url.pathname === '/login')
})

test('password reset request without JavaScript sends the mail', async ({ page, baseURL }) => {
  const email = uniqueAuthEmail('nojs-reset')
  await signUpOverHttp(page.request, baseURL ?? '', email)
  await page.context().clearCookies()
  await page.goto('/forgot-password')
  const main = page.getByRole('main')
  await main.getByLabel(en.auth.fields.email).fill(email)
  await main.getByRole('button', { name: en.auth.forgot.submit }).click()
  await expect(main.getByRole('status')).toHaveText(en.auth.forgot.sent.replace('{email}', email))

  // The mailed link's page sets the new password without JavaScript too.
  await page.goto(await waitForLink(email, '/api/auth/reset-password/'))
  await expect(page).toHaveURL((url) => url.pathname === '/reset-password' && url.searchParams.has('token'))
  await main.getByLabel(en.auth.fields.newPassword).fill('password123')
  await main.getByRole('button', { name: en.auth.reset.submit }).click()
  await expect(main.getByRole('alert')).toContainText(en.errors['auth/password-does-not-meet-requirements'])
  await main.getByLabel(en.auth.fields.newPassword).fill('A-new-smoke-free-password')
  await main.getByRole('button', { name: en.auth.reset.submit }).click()
  await expect(main.getByRole('status')).toHaveText(en.auth.reset.done)
})

test('an expired sign-in link without JavaScript: the page asks for a new one, which signs in', async ({
  page,
  baseURL,
}) => {
  const email = uniqueAuthEmail('nojs-link')
  await signUpOverHttp(page.request, baseURL ?? '', email)
  await page.context().clearCookies()
  // Where an expired link sends its person (the auth handler's redirect).
  await page.goto(`/de/login?redirect=${encodeURIComponent('/de/hilfe')}&error=TOKEN_EXPIRED`)
  const main = page.getByRole('main')
  await expect(main.getByRole('alert')).toHaveText(de.errors['auth/expired-action-code'])
  await expect(main.getByRole('link', { name: de.auth.link.usePassword })).toHaveAttribute(
    'href',
    `/de/login?redirect=${encodeURIComponent('/de/hilfe')}`,
  )
  await main.getByLabel(de.auth.fields.email).fill(email)
  await main.getByRole('button', { name: de.auth.link.submit }).click()
  await expect(main.getByRole('status')).toHaveText(de.auth.link.sent.replace('{email}', email))

  await page.goto(await waitForLink(email, '/api/auth/magic-link/verify'))
  await expect(page).toHaveURL((url) => url.pathname === '/de/hilfe')
  await page.goto('/de/progress')
  await expect(page).toHaveURL((url) => url.pathname === '/de/progress')
})

test('newsletter without JavaScript: one more click, then the confirmation mail', async ({ page }) => {
  const email = uniqueAuthEmail('nojs-newsletter')
  const nl = messages.nl
  await page.goto('/nl/hulp')
  const footer = page.getByRole('contentinfo')
  await footer.getByLabel(nl.newsletter.emailLabel).fill(email)
  await footer.getByRole('checkbox', { name: /Exhale/ }).check()
  await footer.getByRole('button', { name: nl.newsletter.subscribe }).click()
  await expect(footer.getByText(nl.forms.confirmText.replace('{email}', email))).toBeVisible()
  await expect(page.getByText(nl.errors['bot-check/missing'])).toHaveCount(0)
  // Nothing is stored or mailed before the second click.
  const storedBefore = await withDatabase(
    async (db) =>
      (await db.query('select 1 from newsletter_subscription where email = $1', [email])).rowCount,
  )
  expect(storedBefore).toBe(0)
  expect(await listMailsTo(email)).toHaveLength(0)
  await footer.getByRole('button', { name: nl.forms.confirmSubmit }).click()
  await expect(footer.getByRole('status')).toHaveText(nl.newsletter.sent)
  await waitForLink(email, '/subscribe-verify/')
  const stored = await withDatabase(
    async (db) =>
      (await db.query('select 1 from newsletter_subscription where email = $1', [email])).rowCount,
  )
  expect(stored).toBe(1)
})

test('deletion request without JavaScript: one more click, then the same answer as with it', async ({
  page,
  baseURL,
}) => {
  const email = uniqueAuthEmail('nojs-deletion')
  await signUpOverHttp(page.request, baseURL ?? '', email)
  await page.context().clearCookies()
  await page.goto('/start-data-deletion')
  const main = page.getByRole('main')
  await main.getByLabel(en.deletion.emailLabel).fill(email)
  await main.getByRole('button', { name: en.deletion.requestSubmit }).click()
  await expect(main.getByText(en.forms.confirmText.replace('{email}', email))).toBeVisible()
  await main.getByRole('button', { name: en.forms.confirmSubmit }).click()
  await expect(main.getByRole('status')).toHaveText(en.deletion.requestSent)
  await waitForLink(email, '/start-data-deletion/confirm/')
  expect((await listMailsTo(email)).length).toBeGreaterThan(0)
})
