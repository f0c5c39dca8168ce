import { totpCode } from '@/modules/auth/second-factor/testing'
import {
  AUTH_PASSWORD,
  accountMenu,
  assignOwnClientAddress,
  signInInBrowser,
  signOutInBrowser,
  signUpOverHttp,
  turnOnSecondFactorOverHttp,
  uniqueAuthEmail,
} from './auth-helpers'
import { expect, type Page, test } from './support/fixtures'
import { messages } from './support/messages'
import { withDatabase } from './support/outbox'

// The second factor's whole journey in a browser (decision 022). The rest is proven over
// HTTP and in integration tests (modules/auth/second-factor/*.test.ts).
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

/**
 * A code is taken once per 30-second step (RFC 6238 §5.2). A test that needs more fresh codes
 * than the steps around "now" forgets the step used last, as if the next step had come: the
 * server's clock cannot be moved.
 */
async function forgetUsedCodeStep(email: string) {
  await withDatabase((client) =>
    client.query(
      'update two_factors set last_code_step = null where user_id = (select id from users where email = $1)',
      [email],
    ),
  )
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
  // The previous step's code (still accepted), so that the current one is fresh for the sign-in.
  await section(page)
    .getByLabel(settings.codeLabel)
    .fill(totpCode(secret, { steps: -1 }))
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
  await submitCode(page, totpCode(secret, { steps: 1 }))
  await expect(page).toHaveURL((url) => url.pathname === '/account')
  await forgetUsedCodeStep(email)

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
    await signUpOverHttp(page.request, baseURL!, email)
    const secret = await turnOnSecondFactorOverHttp(page.request, baseURL!)
    await context.clearCookies()

    // The sign-in form itself works without JavaScript and hands over to the code step (decision 045).
    await page.goto('/login?redirect=%2Fsurvey%2Ftest')
    await page.getByRole('main').getByLabel(en.auth.fields.email).fill(email)
    await page.getByRole('main').getByLabel(en.auth.fields.password, { exact: true }).fill(AUTH_PASSWORD)
    await page.getByRole('main').getByRole('button', { name: en.auth.login.submit, exact: true }).click()
    await expect(page).toHaveURL(
      (url) => url.pathname === '/login/second-factor' && url.searchParams.get('redirect') === '/survey/test',
    )
    const code = totpCode(secret)
    await page.getByRole('main').getByLabel(step.codeLabel).fill(code)
    await page.getByRole('main').getByRole('button', { name: step.submit }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/survey/test')
    const session = await page.request.get('/api/auth/get-session')
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email)

    // The same code again, within its 30 seconds (someone who saw it): refused (RFC 6238 §5.2).
    await context.clearCookies()
    await page.goto('/login')
    await page.getByRole('main').getByLabel(en.auth.fields.email).fill(email)
    await page.getByRole('main').getByLabel(en.auth.fields.password, { exact: true }).fill(AUTH_PASSWORD)
    await page.getByRole('main').getByRole('button', { name: en.auth.login.submit, exact: true }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/login/second-factor')
    await page.getByRole('main').getByLabel(step.codeLabel).fill(code)
    await page.getByRole('main').getByRole('button', { name: step.submit }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      en.errors['auth/invalid-verification-code'],
    )
    expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull()
  })
})
