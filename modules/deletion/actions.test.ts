import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { hashPassword } from 'better-auth/crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/db/client'
import { accounts, users } from '@/db/schema/auth'
import { dataDeletionRequest } from '@/db/schema/deletion'
import { actionRateLimit } from '@/db/schema/rate-limit'
import { locales } from '@/i18n/locales'
import { redirect } from '@/i18n/navigation'
import { getSession } from '@/modules/auth/session'
import { snapshotDatabase } from '@/tests/support/database-snapshot'
import { enhancedForm as form } from '@/tests/support/form'
import { confirmDeletionAction, deleteAccountAction, requestDeletionAction } from './actions'
import { requestDeletionByEmail } from './commands'
import { sendDeletionDoneMail, sendDeletionRequestMail } from './mails'
import { clearAuthCookies } from './session-checks'
import { insertPerson, seedPersonWithEverything } from './testing'

// The public request and the signed-in deletion; for these actions, as for every action:
// bad input gets a localized error code and changes nothing in the database.
const afterTasks = vi.hoisted(() => ({ queued: [] as Array<() => unknown> }))
vi.mock('next/headers', () => ({
  headers: vi.fn(async () => new Headers({ 'x-forwarded-for': '203.0.113.8', 'user-agent': 'test' })),
}))
vi.mock('next/server', () => ({ after: vi.fn((task: () => unknown) => afterTasks.queued.push(task)) }))
// The bot check has its own tests (modules/bot-check/forms.test.ts); here it always passes.
vi.mock('@/modules/bot-check/bot-check', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/modules/bot-check/bot-check')>()),
  verifyBotCheck: vi.fn(async () => 'ok'),
}))
vi.mock('@/modules/auth/session', () => ({ getSession: vi.fn() }))
vi.mock('@/i18n/navigation', () => ({
  redirect: vi.fn((target: unknown) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { target, digest: 'NEXT_REDIRECT;replace;/;307;' })
  }),
}))
vi.mock('next-intl/server', () => ({
  getTranslations: vi.fn(async ({ locale }: { locale: string }) => {
    const messages = (await import(`@/messages/${locale}.json`)).default as {
      deletion: Record<string, string>
    }
    return (key: string) => messages.deletion[key] ?? key
  }),
}))
vi.mock('./mails', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./mails')>()),
  sendDeletionDoneMail: vi.fn(async () => undefined),
  sendDeletionRequestMail: vi.fn(async () => undefined),
}))
vi.mock('./session-checks', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./session-checks')>()),
  clearAuthCookies: vi.fn(async () => undefined),
}))

const PASSWORD = 'Breathe-freely-2026'

function signedIn(user: { id: string; email: string }, signedInAt = new Date()) {
  vi.mocked(getSession).mockResolvedValue({
    user: { ...user, name: 'Person', emailVerified: true, role: 'user', locale: 'de' },
    session: { id: `s-${user.id}`, createdAt: signedInAt, expiresAt: new Date(Date.now() + 60_000) },
    claims: { admin: false },
  })
}

async function withPassword(userId: string) {
  await db.delete(accounts).where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
  await db.insert(accounts).values({
    id: `credential-${userId}`,
    accountId: userId,
    providerId: 'credential',
    userId,
    password: await hashPassword(PASSWORD),
  })
}

const idle = null

// Each test seeds its own people: names and addresses must not collide within the file's database.
let seq = 0
const tag = (name: string) => `${name}-${++seq}`

beforeAll(async () => {
  // Mails the actions send themselves (challenge participants' notices) land in a temporary outbox.
  process.env.DATA_DIR = await fs.mkdtemp(path.join(os.tmpdir(), 'exhale-deletion-actions-'))
})

beforeEach(async () => {
  afterTasks.queued = []
  vi.mocked(getSession).mockResolvedValue(null)
  vi.mocked(redirect).mockClear()
  vi.mocked(clearAuthCookies).mockClear()
  vi.mocked(sendDeletionDoneMail).mockClear()
  vi.mocked(sendDeletionRequestMail).mockClear()
  await db.delete(actionRateLimit)
})

describe('requestDeletionAction (public)', () => {
  it('answers a known and an unknown address the same; only the known one gets a mail, after answering', async () => {
    const known = await insertPerson('Known', `${tag('known')}@example.test`)
    const forKnown = await requestDeletionAction(
      idle,
      form({ email: known.email, locale: 'fr', altcha: 'answer' }),
    )
    const forUnknown = await requestDeletionAction(
      idle,
      form({ email: 'nobody@example.test', locale: 'fr', altcha: 'answer' }),
    )
    expect(forKnown).toEqual({ ok: true, data: { step: 'sent' } })
    expect(forUnknown).toEqual(forKnown)
    // The mail goes out after the answer, so its sending time is not part of the response time.
    expect(sendDeletionRequestMail).not.toHaveBeenCalled()
    expect(afterTasks.queued).toHaveLength(1)
    await afterTasks.queued[0]?.()
    expect(vi.mocked(sendDeletionRequestMail).mock.calls[0]?.[0]).toMatchObject({
      email: known.email,
      locale: 'fr',
    })
    const requests = await db.select().from(dataDeletionRequest)
    expect(requests.map((r) => r.email)).toEqual([known.email])
  })

  it.each([
    ['no address', { email: '', locale: 'en' }],
    ['a malformed address', { email: 'known@', locale: 'en' }],
    ['a file instead of an address', { email: new Blob(['known@example.test']), locale: 'en' }],
    ['an unknown locale', { email: 'known@example.test', locale: 'tlh' }],
    ['no locale', { email: 'known@example.test' }],
  ])('refuses %s with a localized code and writes nothing', async (_name, fields) => {
    await db.delete(users).where(eq(users.email, 'known@example.test'))
    await insertPerson('Known', 'known@example.test')
    const before = await snapshotDatabase()
    expect(await requestDeletionAction(idle, form(fields))).toMatchObject({
      ok: false,
      status: 400,
      code: 'deletion/invalid-email',
    })
    expect(await snapshotDatabase()).toEqual(before)
    expect(afterTasks.queued).toHaveLength(0)
  })

  it('hands the typed address back with the error, for the form to show again', async () => {
    expect(await requestDeletionAction(idle, form({ email: 'known@', locale: 'en' }))).toEqual({
      ok: false,
      status: 400,
      code: 'deletion/invalid-email',
      values: { email: 'known@' },
    })
  })

  it('limits requests per address', async () => {
    const states = []
    for (let i = 0; i < 4; i++) {
      states.push(
        await requestDeletionAction(idle, form({ email: 'x@example.test', locale: 'en', altcha: 'answer' })),
      )
    }
    expect(states.at(-1)).toEqual({
      ok: false,
      status: 429,
      code: 'deletion/too-many-requests',
      values: { email: 'x@example.test' },
    })
  })
})

describe('confirmDeletionAction (the mailed link’s button)', () => {
  it('deletes once, signs the browser out and says so', async () => {
    const { person } = await seedPersonWithEverything(tag('confirm'))
    const mail = await requestDeletionByEmail(person.email, 'it')
    await expect(confirmDeletionAction(idle, form({ token: mail!.token }))).rejects.toThrow('NEXT_REDIRECT')
    expect(vi.mocked(redirect).mock.calls[0]?.[0]).toEqual({
      href: '/start-data-deletion/done',
      locale: 'it',
    })
    expect(clearAuthCookies).toHaveBeenCalled()
    expect(await db.select().from(users).where(eq(users.id, person.id))).toEqual([])
    // A second use of the link is refused.
    expect(await confirmDeletionAction(idle, form({ token: mail!.token }))).toMatchObject({
      ok: false,
      code: 'deletion/link-invalid',
    })
  })

  it.each([
    ['no token', {}],
    ['a malformed token', { token: 'abc' }],
    ['an unknown token of the right shape', { token: 'A'.repeat(43) }],
    ['a token with SQL in it', { token: `' or 1=1 --${'x'.repeat(32)}` }],
    ['a file', { token: new Blob(['A'.repeat(43)]) }],
  ])('refuses %s and deletes nothing', async (_name, fields) => {
    const { person } = await seedPersonWithEverything(tag('tamper'))
    await requestDeletionByEmail(person.email, 'en')
    const before = await snapshotDatabase()
    expect(await confirmDeletionAction(idle, form(fields))).toMatchObject({
      ok: false,
      code: 'deletion/link-invalid',
    })
    expect(await snapshotDatabase()).toEqual(before)
    expect(redirect).not.toHaveBeenCalled()
  })
})

describe('deleteAccountAction (signed in)', () => {
  it('deletes with the typed word of the page language, signs out and confirms by mail', async () => {
    const { person } = await seedPersonWithEverything(tag('self'))
    signedIn(person)
    await expect(
      deleteAccountAction(idle, form({ locale: 'de', confirmation: ' löschen ' })),
    ).rejects.toThrow('NEXT_REDIRECT')
    expect(await db.select().from(users).where(eq(users.id, person.id))).toEqual([])
    expect(clearAuthCookies).toHaveBeenCalled()
    await Promise.all(afterTasks.queued.map((task) => task()))
    expect(sendDeletionDoneMail).toHaveBeenCalledWith({ email: person.email, locale: 'de', hadAccount: true })
  })

  it('asks for the password when the sign-in is old, and accepts the right one', async () => {
    const person = await insertPerson('Old Session', `${tag('old')}@example.test`)
    await withPassword(person.id)
    signedIn(person, new Date(Date.now() - 60 * 60 * 1000))
    await expect(
      deleteAccountAction(idle, form({ locale: 'en', confirmation: 'DELETE', password: PASSWORD })),
    ).rejects.toThrow('NEXT_REDIRECT')
    expect(await db.select().from(users).where(eq(users.id, person.id))).toEqual([])
  })

  it.each([
    ['no locale', { confirmation: 'DELETE' }, 'deletion/confirmation-mismatch', 'recent'],
    [
      'an unknown locale',
      { locale: 'xx', confirmation: 'DELETE' },
      'deletion/confirmation-mismatch',
      'recent',
    ],
    ['a wrong word', { locale: 'en', confirmation: 'delete me' }, 'deletion/confirmation-mismatch', 'recent'],
    [
      'an overlong word',
      { locale: 'en', confirmation: 'DELETE'.repeat(20) },
      'deletion/confirmation-mismatch',
      'recent',
    ],
    [
      'a file as the word',
      { locale: 'en', confirmation: new Blob(['DELETE']) },
      'deletion/confirmation-mismatch',
      'recent',
    ],
    ['no session', { locale: 'en', confirmation: 'DELETE' }, 'deletion/sign-in-required', 'none'],
    [
      'an old sign-in without password',
      { locale: 'en', confirmation: 'DELETE' },
      'auth/requires-recent-login',
      'old',
    ],
    [
      'an old sign-in with a wrong password',
      { locale: 'en', confirmation: 'DELETE', password: 'guess' },
      'auth/wrong-password',
      'old',
    ],
  ] as const)('refuses %s with a localized code and deletes nothing', async (_name, fields, code, sign) => {
    const { person } = await seedPersonWithEverything(tag('refuse'))
    await withPassword(person.id)
    if (sign === 'recent') signedIn(person)
    if (sign === 'old') signedIn(person, new Date(Date.now() - 60 * 60 * 1000))
    const before = await snapshotDatabase()
    expect(await deleteAccountAction(idle, form(fields as Record<string, string | Blob>))).toMatchObject({
      ok: false,
      code,
    })
    expect(await snapshotDatabase()).toEqual(before)
    expect(clearAuthCookies).not.toHaveBeenCalled()
  })

  it('has a message for every error code in all nine languages', async () => {
    const codes = [
      'deletion/invalid-email',
      'deletion/too-many-requests',
      'deletion/confirmation-mismatch',
      'deletion/link-invalid',
      'deletion/sign-in-required',
      'auth/requires-recent-login',
      'auth/wrong-password',
    ]
    for (const locale of locales) {
      const messages = (await import(`@/messages/${locale}.json`)).default as {
        errors: Record<string, string>
      }
      for (const code of codes) expect(messages.errors[code], `${locale} ${code}`).toBeTruthy()
    }
  })
})
