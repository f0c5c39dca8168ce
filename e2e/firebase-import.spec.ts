import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { exportText, firebasePassword, TEST_HASH_CONFIG } from '@/tests/support/firebase-export'
import {
  accountMenu,
  assignOwnClientAddress,
  runNpmScriptBesideServer,
  signInInBrowser,
  signOutInBrowser,
  signUpOverHttp,
} from './auth-helpers'
import { expect, test } from './support/fixtures'
import { messages } from './support/messages'
import { OIDC_MOCK_NAME } from './support/oidc-config'
import { signInAtProviderAs } from './support/oidc-person'
import { withDatabase } from './support/outbox'
import { addVirtualAuthenticator, signInWithPasskey } from './support/passkeys'

// Moving from the old site (decision 068): the users of the replaced Firebase site, imported with
// `npm run import:firebase-users` beside the running site, sign in as before.
const en = messages.en
const PASSWORD = 'Firebase-breath-2026'
const tag = randomBytes(4).toString('hex')
const address = (name: string) => `import-${name}-${tag}@example.test`
const people = {
  password: { email: address('pia'), name: 'Pia Password' },
  google: { email: address('gus'), name: 'Gus Google', sub: `google-sub-${tag}` },
  disabled: { email: address('dan'), name: 'Dan Disabled' },
  admin: { email: address('ann'), name: 'Ann Admin' },
  unverified: { email: address('una'), name: 'Una Unconfirmed' },
  existing: { email: address('eve'), name: 'Eve Existing' },
}

// One import for the file: the tests share the imported accounts (and the second run's check).
test.describe.configure({ mode: 'serial' })

let files: { dir: string; users: string; hashConfig: string }
let firstRun: string

async function importUsers(...extra: string[]) {
  // The Google sign-in of the old site is the local OIDC provider here (its `sub` is the uid).
  const args = [
    '--file',
    files.users,
    '--hash-config',
    files.hashConfig,
    '--provider',
    'google.com=oidc',
    ...extra,
  ]
  const { code, output } = await runNpmScriptBesideServer('import:firebase-users', args)
  expect(code, output).toBe(0)
  return output
}

/** Rows of this file's people only: other tests create accounts meanwhile. */
const countRows = () =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ users: string; accounts: string; uids: string; hashes: string }>(
      `with ours as (select id from users where email like $1)
       select (select count(*) from ours) as users,
              (select count(*) from accounts where user_id in (select id from ours)) as accounts,
              (select count(*) from imported_firebase_uids where user_id in (select id from ours)) as uids,
              (select string_agg(coalesce(password, '-'), ',' order by id) from accounts
                where user_id in (select id from ours)) as hashes`,
      [`import-%-${tag}@example.test`],
    )
    return rows[0]
  })

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000)
  const request = await playwright.request.newContext({ baseURL })
  await signUpOverHttp(request, baseURL ?? '', people.existing.email, people.existing.name)
  await request.dispose()
  const withPassword = async (person: { email: string; name: string }, extra: object = {}) => ({
    localId: `uid-${person.email}`,
    email: person.email,
    emailVerified: true,
    displayName: person.name,
    ...(await firebasePassword(PASSWORD)),
    createdAt: '1508893925000',
    ...extra,
  })
  const exported = [
    await withPassword(people.password),
    {
      localId: `uid-${people.google.email}`,
      email: people.google.email,
      emailVerified: true,
      displayName: people.google.name,
      providerUserInfo: [{ providerId: 'google.com', rawId: people.google.sub, email: people.google.email }],
    },
    {
      localId: `uid-apple-${tag}`,
      email: address('ada'),
      emailVerified: true,
      providerUserInfo: [{ providerId: 'apple.com', rawId: `001234.apple.${tag}`, email: address('ada') }],
    },
    await withPassword(people.disabled, { disabled: true }),
    await withPassword(people.admin, { customAttributes: '{"admin":true}' }),
    await withPassword(people.unverified, { emailVerified: false }),
    await withPassword(people.existing),
  ]
  const dir = path.join(test.info().project.outputDir, '..', `firebase-import-${tag}`)
  await fs.mkdir(dir, { recursive: true })
  files = { dir, users: path.join(dir, 'users.json'), hashConfig: path.join(dir, 'hash.json') }
  await fs.writeFile(files.users, exportText(exported))
  await fs.writeFile(files.hashConfig, JSON.stringify(TEST_HASH_CONFIG))
  firstRun = await importUsers()
})

test.afterAll(async () => {
  // They hold password hashes, as a real export does.
  if (files) await fs.rm(files.dir, { recursive: true, force: true })
})

test.beforeEach(async ({ context }) => {
  await assignOwnClientAddress(context)
})

test('the import reports what it made and the address that was already here', () => {
  expect(firstRun).toContain(
    'created 6 accounts (4 with a password, 1 admin, 1 disabled, 1 with an unconfirmed address)',
  )
  expect(firstRun).toContain('linked 2 sign-ins (oidc 1, apple 1)')
  expect(firstRun).toContain('1 the address already has an account here (left untouched)')
  expect(firstRun).toContain(people.existing.email)
})

test('the password user signs in with the old password, which is then stored our way', async ({
  visitor: page,
}) => {
  await signInInBrowser(page, { email: people.password.email, password: 'not-the-old-password' })
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(en.errors['auth/invalid-credential'])
  await signInInBrowser(page, { email: people.password.email, password: PASSWORD })
  await expect(accountMenu(page, people.password.name)).toBeVisible()
  const stored = await withDatabase(async (client) => {
    const { rows } = await client.query<{ password: string }>(
      `select a.password from accounts a join users u on u.id = a.user_id
        where u.email = $1 and a.provider_id = 'credential'`,
      [people.password.email],
    )
    return rows[0]?.password
  })
  expect(stored).not.toMatch(/^\$firebase-scrypt\$/)
})

test('the Google user signs in through the provider by the same provider uid', async ({ page, context }) => {
  // The provider knows the person under another address now: only the uid can find the account.
  await signInAtProviderAs(context, {
    sub: people.google.sub,
    email: `gus.new-${tag}@example.test`,
    email_verified: true,
    name: 'Gus at the provider',
  })
  await page.goto('/login')
  const popupOpened = page.waitForEvent('popup')
  await page
    .getByRole('button', { name: en.auth.providers.continueWith.replace('{provider}', OIDC_MOCK_NAME) })
    .click()
  const popup = await popupOpened
  await expect.poll(() => popup.isClosed()).toBe(true)
  await expect(accountMenu(page, people.google.name)).toBeVisible()
})

test('the disabled user is refused with the disabled message', async ({ visitor: page }) => {
  await signInInBrowser(page, { email: people.disabled.email, password: PASSWORD })
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(en.errors['auth/user-disabled'])
})

test('the admin by claim reaches /admin', async ({ visitor: page }) => {
  await signInInBrowser(page, { email: people.admin.email, password: PASSWORD, redirect: '/admin' })
  await expect(page).toHaveURL((url) => url.pathname === '/admin')
  await expect(page.getByRole('heading', { level: 1, name: en.pages.admin.title })).toBeVisible()
})

test('the existing account keeps its own password', async ({ visitor: page }) => {
  await signInInBrowser(page, { email: people.existing.email, password: PASSWORD })
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(en.errors['auth/invalid-credential'])
})

test('an imported person adds a passkey and signs in with it', async ({ page, context }) => {
  test.setTimeout(90_000)
  await addVirtualAuthenticator(context, page)
  // Straight to /account: a goto right after signing in raced the sign-in's own navigation.
  await signInInBrowser(page, { email: people.unverified.email, password: PASSWORD, redirect: '/account' })
  await expect(page).toHaveURL((url) => url.pathname === '/account')
  await expect(accountMenu(page, people.unverified.name)).toBeVisible()
  const main = page.getByRole('main')
  await main.getByLabel(en.auth.passkeys.name).fill('Old-site laptop')
  await main.getByRole('button', { name: en.auth.passkeys.add }).click()
  await expect(main.getByRole('status')).toHaveText(en.auth.passkeys.added)
  await signOutInBrowser(page, people.unverified.name)
  await signInWithPasskey(page)
  await expect(accountMenu(page, people.unverified.name)).toBeVisible()
})

test('running the import again changes nothing', async () => {
  const before = await countRows()
  const secondRun = await importUsers()
  expect(secondRun).toContain('created 0 accounts')
  expect(secondRun).toContain('6 imported before')
  expect(await countRows()).toEqual(before)
})
