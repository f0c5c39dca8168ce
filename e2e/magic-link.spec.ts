import { localizedPath } from '@/i18n/locale-path'
import { accountMenu, assignOwnClientAddress, signOutInBrowser, uniqueAuthEmail } from './auth-helpers'
import { signInNewAccount } from './support/accounts'
import { type Browser, expect, type TAccountOptions, test } from './support/fixtures'
import { messages } from './support/messages'
import { linkContaining, waitForMail } from './support/outbox'

test.beforeEach(async ({ context }) => {
  await assignOwnClientAddress(context)
})

async function requestLink(
  page: import('@playwright/test').Page,
  email: string,
  locale: 'en' | 'de',
  redirect: string,
) {
  const m = messages[locale]
  await page.goto(`${localizedPath(locale, '/login')}?redirect=${encodeURIComponent(redirect)}`)
  const main = page.getByRole('main')
  await main.getByRole('button', { name: m.auth.link.choose }).click()
  await main.getByLabel(m.auth.fields.email).fill(email)
  await main.getByRole('button', { name: m.auth.link.submit }).click()
  await expect(main.getByRole('status')).toHaveText(m.auth.link.sent.replace('{email}', email))
}

/** An account made in another browser context: this test's browser stays signed out. */
async function createAccountElsewhere(browser: Browser, options: TAccountOptions): Promise<string> {
  const elsewhere = await browser.newContext()
  const { email } = await signInNewAccount(elsewhere, options)
  await elsewhere.close()
  return email
}

test('email link: mail from the outbox signs in on the redirect target; a second use fails', async ({
  page,
  browser,
}) => {
  const de = messages.de
  const email = await createAccountElsewhere(browser, { name: 'Link Person', locale: 'de' })

  await requestLink(page, email, 'de', '/de/hilfe')
  const mail = await waitForMail(email, 2)
  expect(mail.subject).toContain('Anmeldelink')
  const link = linkContaining(mail, '/api/auth/magic-link/verify')

  await page.goto(link)
  await expect(page).toHaveURL((url) => url.pathname === '/de/hilfe')
  await expect(accountMenu(page, 'Link Person', 'de')).toBeVisible()

  // Signed out again, the same link does not work twice.
  await signOutInBrowser(page, 'Link Person', 'de')
  await page.goto(link)
  await expect(page).toHaveURL((url) => url.pathname === '/de/login')
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(de.errors['auth/invalid-action-code'])
  await expect(page.getByRole('banner').getByRole('link', { name: de.nav.login })).toBeVisible()
})

test('email link with an off-site redirect lands on the progress page', async ({
  page,
  baseURL,
  browser,
}) => {
  const email = await createAccountElsewhere(browser, { name: 'Offsite Person' })

  await requestLink(page, email, 'en', '//evil.example/steal')
  const link = linkContaining(await waitForMail(email, 2), '/api/auth/magic-link/verify')
  await page.goto(link)
  await expect(page).toHaveURL(`${baseURL}/progress`)
  await expect(accountMenu(page, 'Offsite Person')).toBeVisible()
})

test('email link for an unknown address: same answer, no mail', async ({ visitor: page }) => {
  const email = uniqueAuthEmail('magic-nobody')
  await requestLink(page, email, 'en', '/help')
  await expect(page.getByRole('main').getByRole('status')).toBeVisible()
})
