import { assignOwnClientAddress, registerInBrowser, uniqueAuthEmail } from './auth-helpers'
import { expect, test } from './support/fixtures'
import { messages } from './support/messages'
import { waitForMail } from './support/outbox'

// Decision 047: registering without `redirect` lands on the signed-in home
// with a one-time welcome and the confirm-your-email notice; no page then offers to create an
// account.

const en = messages.en
const createAccount = /create (a free |an )?account/i

test.beforeEach(async ({ context }) => {
  await assignOwnClientAddress(context)
})

test('a new person lands on the signed-in home, welcomed once, asked to confirm the address', async ({
  visitor: page,
}) => {
  const email = uniqueAuthEmail('journey-welcome')
  await registerInBrowser(page, { name: 'New Person', email })
  await expect(page).toHaveURL((url) => url.pathname === '/progress')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: en.companion.welcome.heading })).toBeVisible()
  const notice = main.getByRole('region', { name: en.companion.confirmEmail.replace('{email}', email) })
  await expect(notice).toBeVisible()
  // The address forgets the welcome: a reload does not greet again, the notice stays.
  await expect(page).toHaveURL((url) => !url.searchParams.has('welcome'))
  await page.reload()
  await expect(main.getByRole('heading', { name: en.companion.welcome.heading })).toHaveCount(0)
  await expect(notice).toBeVisible()

  // "Send again" works from here.
  await waitForMail(email)
  await notice.getByRole('button', { name: en.auth.account.resendVerification }).click()
  await expect(main.getByText(en.auth.account.verificationSent)).toBeVisible()
  await waitForMail(email, 2)

  for (const path of ['/progress', '/', '/help', '/account', '/login']) {
    await page.goto(path)
    await expect(page.getByRole('link', { name: createAccount }), path).toHaveCount(0)
  }
  // The home page's calls to register lead to the progress page instead.
  await page.goto('/')
  await expect(
    page.getByRole('main').getByRole('link', { name: en.content.myProgress }).first(),
  ).toBeVisible()
})

test('a visitor is still offered an account on the home page', async ({ visitor: page }) => {
  await page.goto('/')
  await expect(page.getByRole('main').getByRole('link', { name: createAccount }).first()).toBeVisible()
})

// Decision 048: /account is settings only, in sections; the programme is on /progress.
test('the account page is settings in sections, with the way to the programme', async ({ page, signIn }) => {
  await signIn({ name: 'Settings Person' })
  await page.goto('/account')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    en.auth.account.profile,
    en.auth.account.security,
    en.auth.account.notifications,
    en.deletionPages.export.title,
    en.auth.account.deletion,
  ])
  const security = main.getByRole('region', { name: en.auth.account.security })
  await expect(security.getByRole('heading', { level: 3 })).toHaveText([
    en.auth.account.methods,
    en.auth.account.password,
    en.secondFactor.settings.title,
    en.auth.account.passkeys,
    en.auth.account.sessions,
  ])
  // The programme's lists are not here any more, but the way to them is.
  await expect(main.getByRole('region', { name: en.surveys.history.title })).toHaveCount(0)
  await main.getByRole('link', { name: en.auth.account.programmeLink }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/progress')
  await expect(page.getByRole('main').getByRole('region', { name: en.surveys.history.title })).toBeVisible()
})
