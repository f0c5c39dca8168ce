import { accountMenu } from './auth-helpers'
import { expect, type Page, test } from './support/fixtures'
import { messages } from './support/messages'
import { OIDC_MOCK_NAME, oidcMockUrl } from './support/oidc-config'
import { OIDC_MOCK_USER } from './support/oidc-mock'

// Sign-in through a popup (decision 009) against the local OIDC provider.
const en = messages.en
const providerButton = (page: Page) =>
  page.getByRole('button', { name: en.auth.providers.continueWith.replace('{provider}', OIDC_MOCK_NAME) })

test('the popup signs the parent page in and the page stays where it was', async ({ page }) => {
  await page.goto('/login')
  const popupOpened = page.waitForEvent('popup')
  await providerButton(page).click()
  const popup = await popupOpened
  // The provider answers at once; the popup reports back and closes itself (possibly before a
  // 'close' listener could be attached, so poll its state).
  await expect.poll(() => popup.isClosed()).toBe(true)
  await expect(accountMenu(page, OIDC_MOCK_USER.name)).toBeVisible()
})

test.describe('while the provider keeps the popup waiting', () => {
  test.beforeEach(async ({ context }) => {
    // The provider's page never answers: the person has not decided yet.
    await context.route(`${oidcMockUrl}/authorize**`, () => {})
  })

  test('closing the popup shows the popup-closed message', async ({ page }) => {
    await page.clock.install()
    await page.goto('/login')
    const popupOpened = page.waitForEvent('popup')
    await providerButton(page).click()
    const popup = await popupOpened
    await popup.close()
    // The page looks at the window every 2 s, then waits 8 s for a late result before it calls
    // a closed window a cancellation (the timing itself: modules/auth/client/popup.test.ts).
    await page.clock.runFor(11_000)
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(en.errors['auth/popup-closed-by-user'])
    await expect(page.getByRole('banner').getByRole('link', { name: en.nav.login })).toBeVisible()
  })

  test('starting a second popup cancels the first', async ({ page }) => {
    await page.goto('/login')
    const popupOpened = page.waitForEvent('popup')
    await providerButton(page).click()
    await popupOpened
    await providerButton(page).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      en.errors['auth/cancelled-popup-request'],
    )
  })
})
