import { verifyPassword } from 'better-auth/crypto'
import { count, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { accounts, users } from '@/db/schema/auth'
import { erasedFirebaseUids, importedFirebaseUids } from '@/db/schema/firebase-import'
import type { TAuth } from '@/modules/auth/auth'
import { toAuthErrorCode } from '@/modules/auth/error-codes'
import { replaceImportedHash } from '@/modules/auth/sign-in/legacy-passwords/verify-password'
import {
  callAuthApi,
  cookieHeader,
  createTestAuth,
  uniqueEmail,
  useTestAuthEnvironment,
  waitForOutboxMail,
} from '@/modules/auth/testing'
import { deleteAccount } from '@/modules/deletion/commands'
import { exportUserData } from '@/modules/deletion/queries'
import { firebasePassword, writeExportFiles } from '@/tests/support/firebase-export'
import { findUserIdByFirebaseUid } from './queries'
import { formatSummary } from './summary'
import { runTestImport } from './testing'

const PASSWORD = 'Firebase-breath-2026'

let dataDir: string
let auth: TAuth

beforeAll(async () => {
  dataDir = await useTestAuthEnvironment()
  auth = await createTestAuth()
})

const runImport = runTestImport

function signIn(email: string, password: string) {
  return callAuthApi(auth, '/sign-in/email', { body: { email, password } })
}

async function errorCodeOf(response: Response) {
  return toAuthErrorCode({ code: ((await response.json()) as { code?: string }).code })
}

async function storedPassword(email: string) {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .innerJoin(users, eq(users.id, accounts.userId))
    .where(sql`${users.email} = ${email} and ${accounts.providerId} = 'credential'`)
  return row?.password ?? null
}

/** Row counts of every table the import writes, and every stored password. */
async function snapshot() {
  const [userCount] = await db.select({ n: count() }).from(users)
  const [accountCount] = await db.select({ n: count() }).from(accounts)
  const [uidCount] = await db.select({ n: count() }).from(importedFirebaseUids)
  const passwords = await db
    .select({ id: accounts.id, password: accounts.password })
    .from(accounts)
    .orderBy(accounts.id)
  return { users: userCount?.n, accounts: accountCount?.n, uids: uidCount?.n, passwords }
}

describe('moving the accounts of a Firebase project in', () => {
  const tag = Date.now().toString(36)
  const email = (name: string) => `${name}-${tag}@example.test`
  const people = {
    password: email('pia'),
    google: email('gus'),
    apple: email('ada'),
    disabled: email('dan'),
    admin: email('ann'),
    unverified: email('una'),
    existing: email('eve'),
  }
  let usersFile: string
  let existingBefore: { name: string; password: string | null; updatedAt: Date }

  beforeAll(async () => {
    const signUp = await callAuthApi(auth, '/sign-up/email', {
      body: { email: people.existing, password: 'her own passphrase here', name: 'Eve Here' },
    })
    expect(signUp.status).toBe(200)
    const [row] = await db.select().from(users).where(eq(users.email, people.existing))
    existingBefore = {
      name: row!.name,
      updatedAt: row!.updatedAt,
      password: await storedPassword(people.existing),
    }

    const exported = [
      {
        localId: `pw-${tag}`,
        email: people.password,
        emailVerified: true,
        ...(await firebasePassword(PASSWORD)),
        displayName: 'Pia Password',
        createdAt: '1508893925000',
        lastSignedInAt: '1700000000000',
        providerUserInfo: [{ providerId: 'password', rawId: people.password, email: people.password }],
      },
      {
        localId: `google-${tag}`,
        email: people.google,
        emailVerified: true,
        displayName: 'Gus Google',
        photoUrl: 'https://lh3.googleusercontent.com/a/photo',
        createdAt: '1600000000000',
        providerUserInfo: [
          {
            providerId: 'google.com',
            rawId: `google-sub-${tag}`,
            email: people.google,
            displayName: 'Gus Google',
          },
          { providerId: 'facebook.com', rawId: `fb-${tag}`, email: people.google },
        ],
      },
      {
        localId: `apple-${tag}`,
        email: people.apple,
        emailVerified: true,
        createdAt: '1600000000000',
        providerUserInfo: [{ providerId: 'apple.com', rawId: `001234.apple.${tag}`, email: people.apple }],
      },
      {
        localId: `disabled-${tag}`,
        email: people.disabled,
        emailVerified: true,
        ...(await firebasePassword(PASSWORD)),
        disabled: true,
      },
      {
        localId: `admin-${tag}`,
        email: people.admin,
        emailVerified: true,
        ...(await firebasePassword(PASSWORD)),
        customAttributes: '{"admin":true,"plan":"gold"}',
      },
      {
        localId: `unverified-${tag}`,
        email: people.unverified,
        emailVerified: false,
        ...(await firebasePassword(PASSWORD)),
        phoneNumber: '+15550100',
      },
      {
        localId: `existing-${tag}`,
        email: people.existing,
        emailVerified: true,
        ...(await firebasePassword(PASSWORD)),
      },
      { localId: `phone-${tag}`, phoneNumber: '+15550101' },
    ]
    usersFile = (await writeExportFiles(exported)).usersFile
  })

  it('creates each account with its details and reports the rest', async () => {
    const summary = await runImport(usersFile)
    expect(summary).toMatchObject({
      total: 8,
      created: 6,
      withPassword: 4,
      admins: 1,
      disabled: 1,
      unverified: 1,
      links: { google: 1, apple: 1 },
      leftBehind: { 'facebook.com sign-in': 1, 'custom claim "plan"': 1, 'phone number': 1 },
    })
    expect(summary.skipped['email-taken']?.examples).toEqual([
      expect.objectContaining({ uid: `existing-${tag}`, email: people.existing, reason: 'email-taken' }),
    ])
    expect(summary.skipped['no-email']?.count).toBe(1)
    const text = formatSummary(summary, 'users.json')
    expect(text).toContain(
      'created 6 accounts (4 with a password, 1 admin, 1 disabled, 1 with an unconfirmed address)',
    )
    expect(text).toContain('linked 2 sign-ins (google 1, apple 1)')
    expect(text).toContain(`1 the address already has an account here (left untouched)`)
    expect(text).toContain(`uid existing-${tag}  ${people.existing}`)

    const [pia] = await db.select().from(users).where(eq(users.email, people.password))
    expect(pia).toMatchObject({ name: 'Pia Password', emailVerified: true, role: 'user', banned: false })
    expect(pia!.createdAt.toISOString()).toBe('2017-10-25T01:12:05.000Z')
    expect(await storedPassword(people.password)).toMatch(/^\$firebase-scrypt\$r=8,m=14\$/)
    expect(await findUserIdByFirebaseUid(`pw-${tag}`)).toBe(pia!.id)

    const [dan] = await db.select().from(users).where(eq(users.email, people.disabled))
    expect(dan).toMatchObject({ banned: true, banReason: 'imported as disabled', banExpires: null })
    const [ann] = await db.select().from(users).where(eq(users.email, people.admin))
    expect(ann?.role).toBe('admin')
    const [una] = await db.select().from(users).where(eq(users.email, people.unverified))
    expect(una?.emailVerified).toBe(false)

    const links = await db
      .select({ providerId: accounts.providerId, accountId: accounts.accountId, email: users.email })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(sql`${accounts.providerId} in ('google', 'apple')`)
    expect(links).toEqual(
      expect.arrayContaining([
        { providerId: 'google', accountId: `google-sub-${tag}`, email: people.google },
        { providerId: 'apple', accountId: `001234.apple.${tag}`, email: people.apple },
      ]),
    )
  })

  it('signs the password user in once with the Firebase hash, which is then ours', async () => {
    const response = await signIn(people.password, PASSWORD)
    expect(response.status).toBe(200)
    const stored = await storedPassword(people.password)
    expect(stored).not.toMatch(/firebase/)
    expect(await verifyPassword({ hash: stored!, password: PASSWORD })).toBe(true)
    expect((await signIn(people.password, PASSWORD)).status).toBe(200)
  })

  it('refuses a wrong password with the usual error', async () => {
    const hashBefore = await storedPassword(people.unverified)
    const wrong = await signIn(people.unverified, 'not-the-password')
    const unknown = await signIn(uniqueEmail('nobody'), 'not-the-password')
    expect(wrong.status).toBe(unknown.status)
    expect(await errorCodeOf(wrong)).toBe('auth/invalid-credential')
    expect(await errorCodeOf(unknown)).toBe('auth/invalid-credential')
    expect(await storedPassword(people.unverified)).toBe(hashBefore)
    // An unconfirmed address may sign in, as everywhere on the site.
    expect((await signIn(people.unverified, PASSWORD)).status).toBe(200)
  })

  it('refuses the disabled user with the disabled message and signs the admin in as admin', async () => {
    const disabled = await signIn(people.disabled, PASSWORD)
    expect(disabled.status).toBe(403)
    expect(await errorCodeOf(disabled)).toBe('auth/user-disabled')
    const admin = await signIn(people.admin, PASSWORD)
    expect(admin.status).toBe(200)
    const session = await callAuthApi(auth, '/get-session', { cookie: cookieHeader(admin) })
    expect(((await session.json()) as { user: { role: string } }).user.role).toBe('admin')
  })

  it('leaves the account that was already here untouched', async () => {
    const [row] = await db.select().from(users).where(eq(users.email, people.existing))
    expect({
      name: row!.name,
      updatedAt: row!.updatedAt,
      password: await storedPassword(people.existing),
    }).toEqual(existingBefore)
    expect(await findUserIdByFirebaseUid(`existing-${tag}`)).toBeNull()
    expect((await signIn(people.existing, PASSWORD)).status).toBe(401)
    expect((await signIn(people.existing, 'her own passphrase here')).status).toBe(200)
  })

  it('changes nothing when run again', async () => {
    const before = await snapshot()
    const summary = await runImport(usersFile)
    expect(summary.created).toBe(0)
    expect(summary.skipped['already-imported']?.count).toBe(6)
    expect(await snapshot()).toEqual(before)
  })

  it('lets an imported person reset the password and sign in by email link', async () => {
    const resetAt = Date.now()
    const request = await callAuthApi(auth, '/request-password-reset', {
      body: { email: people.admin, redirectTo: '/reset-password' },
    })
    expect(request.status).toBe(200)
    const mail = await waitForOutboxMail(dataDir, people.admin, { after: resetAt })
    const link = new URL(mail.links.find((href) => href.includes('/api/auth/reset-password/'))!)
    const open = await callAuthApi(auth, `${link.pathname.replace('/api/auth', '')}${link.search}`)
    const token = new URL(open.headers.get('location')!, 'http://localhost').searchParams.get('token')
    const reset = await callAuthApi(auth, '/reset-password', {
      body: { token, newPassword: 'a fresh passphrase now' },
    })
    expect(reset.status).toBe(200)
    expect((await signIn(people.admin, 'a fresh passphrase now')).status).toBe(200)
    expect((await signIn(people.admin, PASSWORD)).status).toBe(401)

    const linkAt = Date.now()
    const ask = await callAuthApi(auth, '/sign-in/magic-link', {
      body: { email: people.google, callbackURL: '/' },
    })
    expect(ask.status).toBe(200)
    const linkMail = await waitForOutboxMail(dataDir, people.google, { after: linkAt })
    const signInLink = new URL(linkMail.links.find((href) => href.includes('/api/auth/magic-link/verify'))!)
    const opened = await callAuthApi(
      auth,
      `${signInLink.pathname.replace('/api/auth', '')}${signInLink.search}`,
    )
    const session = await callAuthApi(auth, '/get-session', { cookie: cookieHeader(opened) })
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(people.google)
  })

  it('exports the old uid with the account, erases it with the account and never brings it back', async () => {
    const userId = (await findUserIdByFirebaseUid(`apple-${tag}`))!
    const exported = await exportUserData({ userId, email: people.apple })
    expect(exported.data.importedFromFirebase).toMatchObject({ firebaseUid: `apple-${tag}` })
    await deleteAccount(userId)
    expect(await findUserIdByFirebaseUid(`apple-${tag}`)).toBeNull()
    const [tombstones] = await db.select({ n: count() }).from(erasedFirebaseUids)
    expect(tombstones?.n).toBe(1)
    const summary = await runImport(usersFile)
    expect(summary.created).toBe(0)
    expect(summary.skipped.erased?.examples).toEqual([expect.objectContaining({ uid: `apple-${tag}` })])
    const [gone] = await db.select({ n: count() }).from(users).where(eq(users.email, people.apple))
    expect(gone?.n).toBe(0)
  })
})

/** One imported password user with PASSWORD; answers the address and the stored Firebase hash. */
async function importPasswordUser(label: string) {
  const address = uniqueEmail(label)
  const { usersFile } = await writeExportFiles([
    {
      localId: `${label}-${Date.now()}`,
      email: address,
      emailVerified: true,
      ...(await firebasePassword(PASSWORD)),
    },
  ])
  await runImport(usersFile)
  return { address, imported: (await storedPassword(address))! }
}

describe('an imported password under concurrent sign-ins', () => {
  it('is replaced exactly once and every sign-in succeeds', async () => {
    const { address, imported } = await importPasswordUser('race')
    const answers = await Promise.all(Array.from({ length: 4 }, () => signIn(address, PASSWORD)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    const ours = (await storedPassword(address))!
    expect(ours).not.toBe(imported)
    expect(await verifyPassword({ hash: ours, password: PASSWORD })).toBe(true)
    // The swap itself: of several at once, exactly one writes, and a later one finds nothing to do.
    const again = await Promise.all([1, 2, 3].map(() => replaceImportedHash(imported, 'x:y')))
    expect(again).toEqual([false, false, false])
  })

  it('lets exactly one of several simultaneous swaps write', async () => {
    const { address, imported } = await importPasswordUser('swap')
    const results = await Promise.all(
      ['a:1', 'b:2', 'c:3', 'd:4'].map((own) => replaceImportedHash(imported, own)),
    )
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await storedPassword(address)).toBe(['a:1', 'b:2', 'c:3', 'd:4'][results.indexOf(true)])
  })
})
