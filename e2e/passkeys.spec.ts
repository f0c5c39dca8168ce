import { accountMenu, assignOwnClientAddress, signOutInBrowser } from './auth-helpers'
import { expect, test } from './support/fixtures'
import { messages } from './support/messages'
import { listMailsTo, withDatabase } from './support/outbox'
import { addVirtualAuthenticator, signInWithPasskey } from './support/passkeys'

const en = messages.en

test.beforeEach(async ({ context }) => {
  await assignOwnClientAddress(context)
})

test('passkey: add and name it on the account page, sign in with it, remove it, it no longer works', async ({
  page,
  context,
  signIn,
}) => {
  test.setTimeout(90_000)
  const { cdp, authenticatorId } = await addVirtualAuthenticator(context, page)
  const { email } = await signIn({ name: 'Passkey Person' })

  await page.goto('/account')
  await expect(accountMenu(page, 'Passkey Person')).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByText(en.auth.passkeys.none)).toBeVisible()
  await main.getByLabel(en.auth.passkeys.name).fill('Test laptop')
  await main.getByRole('button', { name: en.auth.passkeys.add }).click()
  await expect(main.getByRole('status')).toHaveText(en.auth.passkeys.added)
  const list = main.getByRole('list', { name: en.auth.passkeys.listLabel })
  await expect(list.getByText('Test laptop', { exact: true })).toBeVisible()
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  expect(credentials).toHaveLength(1)
  // A new way into the account is announced (a stolen session could plant one).
  await expect
    .poll(async () => (await listMailsTo(email)).map((mail) => mail.subject))
    .toContain('A passkey was added to your Exhale account')

  // Rename it.
  await main
    .getByRole('button', { name: en.auth.passkeys.renameLabel.replace('{name}', 'Test laptop') })
    .click()
  await main.getByLabel(en.auth.passkeys.newName.replace('{name}', 'Test laptop')).fill('Work laptop')
  await main.getByRole('button', { name: en.auth.passkeys.save }).click()
  await expect(list.getByText('Work laptop', { exact: true })).toBeVisible()

  // Signed out, the passkey signs in.
  await signOutInBrowser(page, 'Passkey Person')
  await signInWithPasskey(page)
  // The button's ceremony ends the autofill one first: no "try again" on the way.
  await expect(page).toHaveURL((url) => url.pathname === '/progress')
  await expect(accountMenu(page, 'Passkey Person')).toBeVisible()

  // Removed, it no longer signs in (the authenticator still offers it; the site refuses it).
  await page.goto('/account')
  await main
    .getByRole('button', { name: en.auth.passkeys.removeLabel.replace('{name}', 'Work laptop') })
    .click()
  await expect(main.getByRole('status')).toHaveText(en.auth.passkeys.removed.replace('{name}', 'Work laptop'))
  await expect(main.getByText(en.auth.passkeys.none)).toBeVisible()
  await signOutInBrowser(page, 'Passkey Person')
  await signInWithPasskey(page)
  // The button's ceremony ends the autofill one first: the answer is the site's, never "try again".
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(en.errors['auth/passkey-not-found'])
  await expect(page.getByRole('banner').getByRole('link', { name: en.nav.login })).toBeVisible()
})

// Decision 088: the email field's autofill asks with the browser's own WebAuthn JSON, and with
// SimpleWebAuthn where the browser lacks it. The virtual authenticator answers a conditional
// request on its own, so the page signs in without a press.
for (const browserJson of [true, false]) {
  test(`the passkey in the email field's autofill signs in (${browserJson ? "the browser's WebAuthn JSON" : 'SimpleWebAuthn'})`, async ({
    page,
    context,
    signIn,
  }) => {
    test.setTimeout(90_000)
    if (!browserJson) {
      await context.addInitScript(() => {
        Reflect.deleteProperty(PublicKeyCredential, 'parseRequestOptionsFromJSON')
      })
    }
    await addVirtualAuthenticator(context, page)
    await signIn({ name: 'Autofill Person' })
    await page.goto('/account')
    const main = page.getByRole('main')
    await main.getByLabel(en.auth.passkeys.name).fill('Phone')
    await main.getByRole('button', { name: en.auth.passkeys.add }).click()
    await expect(main.getByRole('status')).toHaveText(en.auth.passkeys.added)
    await signOutInBrowser(page, 'Autofill Person')

    await page.goto('/login')
    await expect(page).toHaveURL((url) => url.pathname === '/progress')
    await expect(accountMenu(page, 'Autofill Person')).toBeVisible()
  })
}

// Decisions 007 and 012: adding a passkey needs a sign-in within ten
// minutes. The clock is moved by ageing the session (the server reads its createdAt); the unit
// test with a faked clock is modules/auth/recent-login.test.ts.
test('adding a passkey 11 minutes after signing in asks to sign in again, then works', async ({
  page,
  context,
  signIn,
}) => {
  test.setTimeout(90_000)
  await addVirtualAuthenticator(context, page)
  const { email, password } = await signIn({ name: 'Recent Person' })
  await withDatabase((client) =>
    client.query(
      `update sessions set created_at = now() - interval '11 minutes'
        where user_id = (select id from users where email = $1)`,
      [email],
    ),
  )
  await page.goto('/account')
  const passkeys = page.getByRole('main').getByRole('region', { name: en.auth.account.passkeys })
  await passkeys.getByLabel(en.auth.passkeys.name).fill('Late laptop')
  await passkeys.getByRole('button', { name: en.auth.passkeys.add }).click()
  await expect(passkeys.getByRole('alert')).toHaveText(en.errors['auth/requires-recent-login'])
  await expect(passkeys.getByRole('heading', { name: en.auth.account.reauthTitle })).toBeVisible()
  await expect(passkeys.getByText(en.auth.passkeys.none)).toBeVisible()

  await passkeys.getByLabel(en.auth.fields.password, { exact: true }).fill(password)
  await passkeys.getByRole('button', { name: en.auth.account.reauthSubmit }).click()
  await expect(passkeys.getByRole('heading', { name: en.auth.account.reauthTitle })).toHaveCount(0)
  await passkeys.getByLabel(en.auth.passkeys.name).fill('Late laptop')
  await passkeys.getByRole('button', { name: en.auth.passkeys.add }).click()
  await expect(passkeys.getByRole('status')).toHaveText(en.auth.passkeys.added)
})

test('passkey endpoints refuse a visitor', async ({ request }) => {
  const list = await request.get('/api/auth/passkey/list-user-passkeys')
  expect(list.status()).toBe(401)
  const options = await request.get('/api/auth/passkey/generate-register-options')
  expect(options.status()).toBe(401)
})
