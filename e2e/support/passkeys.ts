// Passkeys in the browser tests: Chromium's virtual authenticator and the login page's ceremony.
import type { BrowserContext, Page } from '@playwright/test'
import { messages } from './messages'

const en = messages.en

/** Chromium's virtual authenticator (CDP WebAuthn domain): a platform passkey store, no device. */
export async function addVirtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return { cdp, authenticatorId }
}

export async function signInWithPasskey(page: Page) {
  // signOutInBrowser has waited for the app's own navigation home after signing out of /account.
  await page.goto('/login')
  const button = page.getByRole('main').getByRole('button', { name: en.auth.passkeys.signIn })
  // The login page also asks for a passkey in the email field's autofill (conditional UI), and
  // the virtual authenticator answers that on its own: the page may sign in before the click.
  const signedInByAutofill = page
    .waitForURL((url) => url.pathname !== '/login')
    .then(
      () => true,
      () => false,
    )
  const clicked = button.click().then(
    () => false,
    () => signedInByAutofill,
  )
  await Promise.race([signedInByAutofill, clicked])
}

/**
 * The autofill ceremony the login page starts by itself may still be settling when the button
 * starts its own; the browser then fails the button's and the page says to try again. A person
 * clicks once more: so does the test (it waits for whichever comes first, the sign-in or that message).
 */
export async function tryAgainAfterFailedCeremony(page: Page) {
  const failed = page
    .getByRole('main')
    .getByRole('alert')
    .filter({ hasText: en.errors['auth/passkey-failed'] })
  const outcome = await Promise.race([
    page
      .waitForURL((url) => url.pathname !== '/login')
      .then(
        () => 'signed-in',
        () => 'stayed',
      ),
    failed.waitFor().then(
      () => 'failed',
      () => 'stayed',
    ),
  ])
  if (outcome === 'failed' && new URL(page.url()).pathname === '/login')
    await page.getByRole('main').getByRole('button', { name: en.auth.passkeys.signIn }).click()
}
