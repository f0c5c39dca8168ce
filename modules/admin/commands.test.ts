import fs from 'node:fs/promises'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// /admin/user-roles and /admin/add-auth against the real Better Auth instance (sessions, the
// set-password link) and the file's own database.
const {
  callAuthApi,
  cookieHeader,
  useTestAuthEnvironment: prepareAuthEnvironment,
  waitForOutboxMail,
} = await import('@/modules/auth/testing')
// These tests sign people up to manage them.
const dataDir = await prepareAuthEnvironment({ signUpFreely: true })

const { db } = await import('@/db/client')
const { auditLog } = await import('@/db/schema/audit')
const { sessions, users } = await import('@/db/schema/auth')
const { getAuth } = await import('@/modules/auth/auth')
const { readSession } = await import('@/modules/auth/sessions/read-session')
const { addSignIn, banUser, setUserAdmin, unbanUser } = await import('./commands')
const { listAuditEntries, searchUsers } = await import('./queries')
const { ZAuditFilter, ZUserSearch } = await import('./schemas')
const { insertUser } = await import('@/tests/support/users')

const PASSWORD = 'correct horse battery'
let counter = 0
function uniqueEmail(label: string) {
  counter += 1
  return `${label}-${counter}-${Date.now()}@example.test`
}

async function signUp(email: string) {
  const response = await callAuthApi(getAuth(), '/sign-up/email', {
    body: { email, password: PASSWORD, name: 'Test Person' },
  })
  expect(response.status).toBe(200)
  const cookie = cookieHeader(response)
  const session = await readSession(new Headers({ cookie }))
  return { cookie, userId: session!.user.id }
}

async function signIn(email: string, password = PASSWORD) {
  return callAuthApi(getAuth(), '/sign-in/email', { body: { email, password } })
}

let adminId: string

beforeAll(async () => {
  adminId = (await insertUser({ role: 'admin', email: 'roles-admin@example.test' })).id
})

afterAll(async () => {
  // Sign-up mails are written in the background and may still be landing.
  await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
})

describe('admin roles', () => {
  it('grants and revokes admin, audited with before/after; the new role counts at once', async () => {
    const email = uniqueEmail('grant')
    const person = await signUp(email)
    expect((await readSession(new Headers({ cookie: person.cookie })))?.claims.admin).toBe(false)

    expect(await setUserAdmin(adminId, person.userId, true)).toEqual({
      ok: true,
      data: { role: 'admin', changed: true },
    })
    expect((await readSession(new Headers({ cookie: person.cookie })))?.claims.admin).toBe(true)
    // Granting again changes nothing and writes no second row.
    expect(await setUserAdmin(adminId, person.userId, true)).toMatchObject({ data: { changed: false } })
    expect(await setUserAdmin(adminId, person.userId, false)).toMatchObject({ ok: true })
    expect((await readSession(new Headers({ cookie: person.cookie })))?.claims.admin).toBe(false)

    const { rows } = await listAuditEntries(ZAuditFilter.parse({ target: person.userId }))
    expect(rows.map((row) => [row.action, row.actorId, row.details])).toEqual([
      ['user.revoke-admin', adminId, { before: { role: 'admin' }, after: { role: 'user' } }],
      ['user.grant-admin', adminId, { before: { role: 'user' }, after: { role: 'admin' } }],
    ])
    expect(rows[0]?.actorEmail).toBe('roles-admin@example.test')
    expect(rows[0]?.targetEmail).toBe(email.toLowerCase())
    // Filters take an address as well as an id, in any case.
    const byAddress = await listAuditEntries(
      ZAuditFilter.parse({ actor: 'Roles-Admin@example.test', target: email.toUpperCase() }),
    )
    expect(byAddress.rows.map((row) => row.id)).toEqual(rows.map((row) => row.id))
    const granted = await listAuditEntries(ZAuditFilter.parse({ action: 'user.grant-admin', actor: adminId }))
    expect(granted.rows.every((row) => row.action === 'user.grant-admin')).toBe(true)
    expect(granted.rows.some((row) => row.targetId === person.userId)).toBe(true)
  })

  it('an admin cannot remove their own last admin role, nor ban the last admin; with a second admin they can', async () => {
    // Alone: make every other admin of this file's database a user first.
    const solo = await insertUser({ role: 'admin' })
    await db
      .update(users)
      .set({ role: 'user' })
      .where(and(eq(users.role, 'admin')))
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, solo.id))

    expect(await setUserAdmin(solo.id, solo.id, false)).toEqual({
      ok: false,
      status: 409,
      code: 'admin/last-admin',
    })
    expect(await banUser(solo.id, solo.id, 'x')).toMatchObject({ ok: false, code: 'admin/cannot-ban-self' })
    const [still] = await db.select({ role: users.role }).from(users).where(eq(users.id, solo.id))
    expect(still?.role).toBe('admin')

    // A banned admin cannot sign in, so does not count as the other admin.
    const bannedAdmin = await insertUser({ role: 'admin', banned: true })
    expect(await setUserAdmin(solo.id, solo.id, false)).toMatchObject({ ok: false, code: 'admin/last-admin' })

    const second = await insertUser({ role: 'admin' })
    expect(await setUserAdmin(solo.id, solo.id, false)).toMatchObject({ ok: true })
    expect(await setUserAdmin(second.id, second.id, false)).toMatchObject({
      ok: false,
      code: 'admin/last-admin',
    })
    expect(await setUserAdmin(second.id, bannedAdmin.id, false)).toMatchObject({ ok: true })
    // Restore the file's main admin.
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId))
  })

  it('two admins demoting each other at the same time leave one admin', async () => {
    await db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'))
    const a = await insertUser({ role: 'admin' })
    const b = await insertUser({ role: 'admin' })
    const results = await Promise.all([setUserAdmin(a.id, b.id, false), setUserAdmin(b.id, a.id, false)])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))
    expect(admins).toHaveLength(1)
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, adminId))
  })
})

describe('ban and unban', () => {
  it('ends every session of a banned user, refuses their sign-in, and lets them in again after unban', async () => {
    const email = uniqueEmail('ban')
    const person = await signUp(email)
    const second = cookieHeader(await signIn(email))
    expect(await db.select().from(sessions).where(eq(sessions.userId, person.userId))).toHaveLength(2)

    expect(await banUser(adminId, person.userId, 'Spam in challenges')).toEqual({
      ok: true,
      data: { changed: true },
    })
    expect(await db.select().from(sessions).where(eq(sessions.userId, person.userId))).toHaveLength(0)
    expect(await readSession(new Headers({ cookie: person.cookie }))).toBeNull()
    expect(await readSession(new Headers({ cookie: second }))).toBeNull()
    const refused = await signIn(email)
    expect(refused.status).toBe(403)
    const [row] = await db.select().from(users).where(eq(users.id, person.userId))
    expect(row).toMatchObject({ banned: true, banReason: 'Spam in challenges' })

    expect(await unbanUser(adminId, person.userId)).toEqual({ ok: true, data: { changed: true } })
    expect((await signIn(email)).status).toBe(200)
    const { rows } = await listAuditEntries(ZAuditFilter.parse({ target: person.userId }))
    expect(rows.map((entry) => entry.action)).toEqual(['user.unban', 'user.ban'])
    expect(rows[1]?.details).toMatchObject({ sessionsEnded: 2, after: { banned: true } })
  })

  it('answers 404 for an unknown user', async () => {
    expect(await banUser(adminId, 'nobody', 'x')).toMatchObject({ ok: false, status: 404 })
    expect(await setUserAdmin(adminId, 'nobody', true)).toMatchObject({ ok: false, status: 404 })
  })
})

describe('add a sign-in', () => {
  it('creates the account, mails a localized set-password link that works once, audited', async () => {
    const email = uniqueEmail('added')
    const created = await addSignIn(adminId, { email, name: 'Greta Neu', role: 'user', locale: 'de' })
    expect(created.ok).toBe(true)
    if (!created.ok) return
    // The admin's act confirms the address (decision 049): nothing left for the owner to confirm.
    const [row] = await db
      .select({ emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, created.data.userId))
    expect(row?.emailVerified).toBe(true)

    const mail = await waitForOutboxMail(dataDir, email)
    expect(mail.subject).toContain('Dein Konto bei')
    expect(mail.text).toContain('Passwort festlegen')
    const link = mail.links.find((href) => href.includes('/reset-password/'))
    expect(link).toBeDefined()
    const token = new URL(link!).pathname.split('/').pop()!
    expect(new URL(link!).searchParams.get('callbackURL')).toBe('/de/reset-password')

    // No password yet: nobody can sign in until the link is used.
    expect((await signIn(email)).status).toBe(401)
    const reset = await callAuthApi(getAuth(), '/reset-password', {
      body: { token, newPassword: 'a brand new password' },
    })
    expect(reset.status).toBe(200)
    expect((await signIn(email, 'a brand new password')).status).toBe(200)
    const again = await callAuthApi(getAuth(), '/reset-password', {
      body: { token, newPassword: 'another new password' },
    })
    expect(again.status).toBe(400)

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.create'), eq(auditLog.targetId, created.data.userId)))
    expect(audit?.details).toEqual({ after: { role: 'user', locale: 'de', emailVerified: true } })
  })

  it('refuses an address that already has an account, whatever its case, with a clear error', async () => {
    const email = uniqueEmail('dupe')
    await signUp(email)
    await insertUser({ email: 'Mixed.Case@Example.test' })
    const before = await db.select().from(auditLog)
    for (const taken of [email, 'mixed.case@example.test']) {
      expect(await addSignIn(adminId, { email: taken, name: 'X', role: 'user', locale: 'en' })).toEqual({
        ok: false,
        status: 409,
        code: 'admin/email-already-in-use',
      })
    }
    expect(await db.select().from(auditLog)).toHaveLength(before.length)
  })

  it('can create an admin', async () => {
    const email = uniqueEmail('new-admin')
    const created = await addSignIn(adminId, { email, name: 'Ada', role: 'admin', locale: 'en' })
    expect(created.ok).toBe(true)
    const [row] = await db.select({ role: users.role }).from(users).where(eq(users.email, email))
    expect(row?.role).toBe('admin')
  })
})

describe('user search', () => {
  it('pages in the database and finds by part of email or name, with sign-in methods', async () => {
    for (let i = 0; i < 30; i += 1) {
      await insertUser({ email: `paging-${String(i).padStart(2, '0')}@search.test`, name: `Pager ${i}` })
    }
    await insertUser({ email: 'someone@search.test', name: 'Zoë 100%_match' })
    const first = await searchUsers(ZUserSearch.parse({ q: 'paging-', pageSize: '10' }))
    expect(first.total).toBe(30)
    expect(first.rows).toHaveLength(10)
    const fourth = await searchUsers(ZUserSearch.parse({ q: 'PAGING-', pageSize: '10', page: '4' }))
    expect(fourth.rows).toHaveLength(0)
    const third = await searchUsers(ZUserSearch.parse({ q: 'paging-', pageSize: '10', page: '3' }))
    const all = [
      ...first.rows,
      ...(await searchUsers(ZUserSearch.parse({ q: 'paging-', pageSize: '10', page: '2' }))).rows,
      ...third.rows,
    ]
    expect(new Set(all.map((row) => row.id)).size).toBe(30)

    // % and _ are literal characters, not patterns.
    expect((await searchUsers(ZUserSearch.parse({ q: '100%_' }))).rows.map((row) => row.name)).toEqual([
      'Zoë 100%_match',
    ])
    expect((await searchUsers(ZUserSearch.parse({ q: '%' }))).total).toBe(1)

    const email = uniqueEmail('methods')
    await signUp(email)
    const [found] = (await searchUsers(ZUserSearch.parse({ q: email }))).rows
    expect(found?.methods).toEqual(['credential'])
    const admins = await searchUsers(ZUserSearch.parse({ role: 'admin' }))
    expect(admins.rows.every((row) => row.role === 'admin')).toBe(true)
  })
})
