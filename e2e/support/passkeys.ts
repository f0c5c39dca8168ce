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
