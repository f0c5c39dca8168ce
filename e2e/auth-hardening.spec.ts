import { createFakeDevice } from '@/tests/support/push-service'
import {
  AUTH_PASSWORD,
  accountMenu,
  assignOwnClientAddress,
  signOutInBrowser,
  signUpOverHttp,
  uniqueAuthEmail,
} from './auth-helpers'
import { expect, test } from './support/fixtures'
import { withDatabase } from './support/outbox'

test.beforeEach(async ({ context }) => {
  await assignOwnClientAddress(context)
})

// Every /api/auth answer is about one person or changes one: never kept by a cache. These are
// the endpoints the app's pages and clients call, signed out and signed in, answered or refused.
test('every /api/auth answer the app uses says Cache-Control: no-store', async ({ request, baseURL }) => {
  const origin = baseURL!
  const email = uniqueAuthEmail('no-store')
  const cookie = await signUpOverHttp(request, origin, email)
  const signedIn = { origin, cookie }
  const calls: Array<[string, 'GET' | 'POST', Record<string, string>, unknown?]> = [
    ['/get-session', 'GET', {}],
    ['/get-session?disableCookieCache=true', 'GET', signedIn],
    ['/password-policy', 'GET', {}],
    ['/client-settings', 'GET', {}],
    ['/jwks', 'GET', {}],
    ['/token', 'GET', signedIn],
    ['/list-accounts', 'GET', signedIn],
    ['/passkey/list-user-passkeys', 'GET', signedIn],
    ['/passkey/generate-authenticate-options', 'GET', {}],
    ['/passkey/generate-register-options', 'GET', signedIn],
    ['/popup-complete?nonce=abcdefgh12', 'GET', {}],
    ['/sign-in/email', 'POST', { origin }, { email, password: 'wrong-password-1' }],
    ['/sign-in/email', 'POST', { origin }, { email, password: AUTH_PASSWORD }],
    ['/sign-in/magic-link', 'POST', { origin }, { email }],
    ['/request-password-reset', 'POST', { origin }, { email }],
    ['/send-verification-email', 'POST', signedIn, { email }],
    ['/two-factor/enable', 'POST', signedIn, { password: AUTH_PASSWORD }],
    ['/two-factor/verify-totp', 'POST', { origin }, { code: '000000' }],
    ['/two-factor/generate-backup-codes', 'POST', signedIn, { password: AUTH_PASSWORD }],
    ['/re-authenticate', 'POST', signedIn, { password: AUTH_PASSWORD }],
    ['/change-password', 'POST', signedIn, { currentPassword: 'nope-nope-1', newPassword: 'x' }],
    ['/sign-out', 'POST', signedIn, {}],
  ]
  for (const [path, method, headers, data] of calls) {
    const response =
      method === 'GET'
        ? await request.get(`/api/auth${path}`, { headers, maxRedirects: 0 })
        : await request.post(`/api/auth${path}`, { headers, data, maxRedirects: 0 })
    expect(response.headers()['cache-control'], `${method} ${path} (${response.status()})`).toBe('no-store')
  }
})

// Signing out takes this browser's notifications off the account (a shared computer: the next
// person must not get the previous one's reminders). Headless Chromium has no push service, so
// the browser's subscription is a stand-in with a real device's keys; the server keeps the row.
test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('signing out removes this browser’s push subscription from the account', async ({ page, signIn }) => {
    const device = createFakeDevice(`https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`)
    await page.addInitScript((endpoint) => {
      const subscription = {
        endpoint,
        unsubscribe: async () => {
          sessionStorage.setItem('e2e-push-unsubscribed', '1')
          return true
        },
      }
      PushManager.prototype.getSubscription = async () => subscription as unknown as PushSubscription
    }, device.subscription.endpoint)
    const { email } = await signIn({ name: 'Pia Shared' })
    await page.goto('/')
    await expect(accountMenu(page, 'Pia Shared')).toBeVisible()
    const saved = await page.request.post('/api/push?locale=en', {
      data: device.subscription,
      headers: { origin: new URL(page.url()).origin },
    })
    expect(saved.status()).toBe(201)
    const devicesOf = async () =>
      (
        await withDatabase((client) =>
          client.query(
            'select endpoint from push_subscription where user_id = (select id from users where email = $1)',
            [email],
          ),
        )
      ).rows
    expect(await devicesOf()).toHaveLength(1)
    // The service worker is there, as in every browser that turned notifications on.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true))

    await signOutInBrowser(page, 'Pia Shared')
    expect(await devicesOf()).toEqual([])
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-push-unsubscribed'))).toBe('1')
  })
})
