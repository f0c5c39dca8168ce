import { totpCode } from '@/modules/second-factor/testing'
import {
  AUTH_PASSWORD,
  accountMenu,
  assignOwnClientAddress,
  signInInBrowser,
  signOutInBrowser,
  signUpOverHttp,
  uniqueAuthEmail,
} from './auth-helpers'
import { expect, type Page, test } from './support/fixtures'
import { messages } from './support/messages'

// The second factor's whole journey in a browser (decision 022). The rest is proven over
// HTTP and in integration tests (modules/second-factor/*.test.ts).
const en = messages.en
const settings = en.secondFactor.settings
const step = en.secondFactor.step
const NAME = 'Tove Factor'

test.beforeEach(async ({ context }) => {
  await assignOwnClientAddress(context)
})

function section(page: Page) {
  return page.getByRole('region', { name: settings.title })
}

async function submitCode(page: Page, code: string) {
  const main = page.getByRole('main')
  await main.getByLabel(step.codeLabel).fill(code)
  await main.getByRole('button', { name: step.submit }).click()
}

test('turn on, sign in with a code at the redirect target, recovery code once, turn off with a code', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000)
  // The account is made directly; signing in with the second factor is what this test is about.
  const { email } = await signIn({ name: NAME })

  // Turn on: QR code and key, a current code confirms, recovery codes are shown once.
  await page.goto('/account')
  await expect(section(page).getByText(settings.statusOff)).toBeVisible()
  await section(page).getByLabel(settings.passwordLabel).fill(AUTH_PASSWORD)
  await section(page).getByRole('button', { name: settings.turnOn }).click()
  await expect(section(page).getByRole('img', { name: settings.qrAlt })).toBeVisible()
  const secret = (await section(page).locator('code').textContent())?.trim() ?? ''
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  await section(page).getByLabel(settings.codeLabel).fill(totpCode(secret))
  await section(page).getByRole('button', { name: settings.confirm }).click()
  const codes = section(page).getByRole('list', { name: settings.codesTitle }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const recovery = (await codes.first().textContent())?.trim() ?? ''
  await section(page).getByRole('button', { name: settings.done }).click()
  await expect(section(page).getByText(settings.statusOn)).toBeVisible()
  await signOutInBrowser(page, NAME)

  // Password → the code step, keeping `redirect`; a wrong code is refused, a right one signs in.
  await signInInBrowser(page, { email, redirect: '/survey/test' })
  await expect(page).toHaveURL(/\/login\/second-factor\?redirect=%2Fsurvey%2Ftest$/)
  const codeInput = page.getByRole('main').getByLabel(step.codeLabel)
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code')
  await expect(codeInput).toHaveAttribute('inputmode', 'numeric')
  const wrong = totpCode(secret) === '000000' ? '111111' : '000000'
  await submitCode(page, wrong)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    en.errors['auth/invalid-verification-code'],
  )
  await submitCode(page, totpCode(secret))
  await expect(page).toHaveURL((url) => url.pathname === '/survey/test')
  await expect(accountMenu(page, NAME)).toBeVisible()
  await signOutInBrowser(page, NAME)

  // A recovery code works once, and not twice.
  for (const attempt of ['first', 'second'] as const) {
    await signInInBrowser(page, { email, redirect: '/account' })
    await expect(page).toHaveURL(/\/login\/second-factor/)
    const main = page.getByRole('main')
    await main.getByRole('link', { name: step.useRecovery }).click()
    await main.getByLabel(step.recoveryLabel).fill(recovery)
    await main.getByRole('button', { name: step.submit }).click()
    if (attempt === 'first') {
      await expect(page).toHaveURL((url) => url.pathname === '/account')
      await signOutInBrowser(page, NAME)
    } else {
      await expect(main.getByRole('alert')).toHaveText(en.errors['auth/invalid-verification-code'])
      await expect(page).toHaveURL(/\/login\/second-factor/)
    }
  }
  await page.getByRole('main').getByRole('link', { name: step.useApp }).click()
  await submitCode(page, totpCode(secret))
  await expect(page).toHaveURL((url) => url.pathname === '/account')

  // Turning off needs a current code.
  const off = section(page)
  await off.getByLabel(settings.codeLabel).fill(wrong)
  await off.getByLabel(settings.passwordLabel).last().fill(AUTH_PASSWORD)
  await off.getByRole('button', { name: settings.turnOff }).click()
  await expect(off.getByRole('alert')).toHaveText(en.errors['auth/invalid-verification-code'])
  await off.getByLabel(settings.codeLabel).fill(totpCode(secret))
  await off.getByRole('button', { name: settings.turnOff }).click()
  await expect(section(page).getByText(settings.statusOff)).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the code step is a plain form: a right code signs in at the redirect target', async ({
    page,
    context,
    baseURL,
  }) => {
    const email = uniqueAuthEmail('second-factor-nojs')
    const headers = { origin: baseURL! }
    await signUpOverHttp(page.request, baseURL!, email)
    const enable = await page.request.post('/api/auth/two-factor/enable', {
      data: { password: AUTH_PASSWORD },
      headers,
    })
    const { totpURI } = (await enable.json()) as { totpURI: string }
    const secret = new URL(totpURI).searchParams.get('secret') ?? ''
    const confirm = await page.request.post('/api/auth/two-factor/verify-totp', {
      data: { code: totpCode(secret) },
      headers,
    })
    expect(confirm.status()).toBe(200)
    await context.clearCookies()

    // The sign-in form itself works without JavaScript and hands over to the code step (decision 045).
    await page.goto('/login?redirect=%2Fsurvey%2Ftest')
    await page.getByRole('main').getByLabel(en.auth.fields.email).fill(email)
    await page.getByRole('main').getByLabel(en.auth.fields.password, { exact: true }).fill(AUTH_PASSWORD)
    await page.getByRole('main').getByRole('button', { name: en.auth.login.submit, exact: true }).click()
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login/second-factor' && url.searchParams.get('redirect') === '/survey/test',
    )
    await page.getByRole('main').getByLabel(step.codeLabel).fill(totpCode(secret))
    await page.getByRole('main').getByRole('button', { name: step.submit }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/survey/test')
    const session = await page.request.get('/api/auth/get-session')
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email)
  })
})
