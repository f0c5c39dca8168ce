import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'

// The user row carries the providers of the user's accounts (decision 080): the database keeps
// them whoever writes the accounts, and the session read hands them to /account, which then needs
// no query of its own.
const {
  callAuthApi,
  cookieHeader,
  linkProviderAccount,
  useTestAuthEnvironment: prepareAuthEnvironment,
} = await import('@/modules/auth/testing')
const dataDir = await prepareAuthEnvironment({ signUpFreely: true })

const { db } = await import('@/db/client')
const { accounts, users } = await import('@/db/schema/auth')
const { insertUser } = await import('@/tests/support/users')
const { getAuth } = await import('../auth')
const { readSession } = await import('../sessions/read-session')

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
})

async function storedMethods(userId: string) {
  const [row] = await db.select({ methods: users.signInMethods }).from(users).where(eq(users.id, userId))
  return row?.methods
}

function accountRow(userId: string, providerId: string, createdAt = new Date()) {
  return {
    id: randomBytes(12).toString('hex'),
    accountId: `${providerId}-${userId}`,
    providerId,
    userId,
    createdAt,
  }
}

describe('the sign-in methods on the user row', () => {
  it('follow the accounts added and removed, oldest first', async () => {
    const user = await insertUser()
    expect(await storedMethods(user.id)).toBe('')
    await db.insert(accounts).values(accountRow(user.id, 'google', new Date('2026-02-01')))
    await db.insert(accounts).values(accountRow(user.id, 'credential', new Date('2026-01-01')))
    expect(await storedMethods(user.id)).toBe('credential,google')
    await db.delete(accounts).where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')))
    expect(await storedMethods(user.id)).toBe('google')
  })

  it('are right for every user of one insert of many accounts (as the Firebase import writes them)', async () => {
    const first = await insertUser()
    const second = await insertUser()
    await db
      .insert(accounts)
      .values([
        accountRow(first.id, 'credential'),
        accountRow(second.id, 'credential'),
        accountRow(second.id, 'apple', new Date(Date.now() + 1_000)),
      ])
    expect(await storedMethods(first.id)).toBe('credential')
    expect(await storedMethods(second.id)).toBe('credential,apple')
  })

  it('stay as they are when an account changes its password or tokens, and go with the user', async () => {
    const user = await insertUser()
    await db.insert(accounts).values(accountRow(user.id, 'credential'))
    await db
      .update(accounts)
      .set({ password: 'another hash', accessToken: 'token' })
      .where(eq(accounts.userId, user.id))
    expect(await storedMethods(user.id)).toBe('credential')
    await db.delete(users).where(eq(users.id, user.id))
    expect(await db.select().from(accounts).where(eq(accounts.userId, user.id))).toEqual([])
  })

  it('reach the session read at once when Better Auth links or removes an account', async () => {
    const response = await callAuthApi(getAuth(), '/sign-up/email', {
      body: {
        email: `methods-${Date.now()}@example.test`,
        password: 'correct horse battery',
        name: 'Methods',
      },
    })
    expect(response.status).toBe(200)
    const headers = new Headers({ cookie: cookieHeader(response) })
    const session = await readSession(headers)
    expect(session?.signInMethods).toEqual(['credential'])

    const unlink = await linkProviderAccount(getAuth(), session!.user.id, 'google')
    // The read above is reused for a few seconds (decision 055): the account hook forgets it.
    expect((await readSession(headers))?.signInMethods).toEqual(['credential', 'google'])
    await unlink()
    expect((await readSession(headers))?.signInMethods).toEqual(['credential'])
  })
})
