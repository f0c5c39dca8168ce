import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TAuth } from '@/modules/auth/auth'
import { callAuthApi, cookieHeader, createTestAuth, useTestAuthEnvironment } from '@/modules/auth/testing'
import { secretOfUri, totpCode } from './testing'

// Account deletion removes the second-factor rows (secret, recovery
// codes, pending challenges, trusted browsers); the data export says it is on, never the secret.

let auth: TAuth

beforeAll(async () => {
  await useTestAuthEnvironment()
  auth = await createTestAuth()
})

describe('deletion and export of the second factor', () => {
  it('exports "on" without the secret, and deletion leaves no second-factor row', async () => {
    const { db } = await import('@/db/client')
    const { twoFactors, users, verifications } = await import('@/db/schema/auth')
    const { deleteAccount } = await import('@/modules/deletion/commands')
    const { exportUserData } = await import('@/modules/deletion/queries')
    const email = `sf-delete-${Date.now()}@example.test`
    const password = 'correct horse battery'
    const signUp = await callAuthApi(auth, '/sign-up/email', {
      body: { email, password, name: 'Deleted Person', locale: 'en' },
    })
    const cookie = cookieHeader(signUp)
    const enable = await callAuthApi(auth, '/two-factor/enable', { cookie, body: { password } })
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] }
    const secret = secretOfUri(totpURI)
    await callAuthApi(auth, '/two-factor/verify-totp', {
      cookie,
      body: { code: totpCode(secret, { steps: -1 }) },
    })
    // A pending sign-in and a trusted browser leave verification rows naming the user.
    const pending = cookieHeader(await callAuthApi(auth, '/sign-in/email', { body: { email, password } }))
    await callAuthApi(auth, '/two-factor/verify-totp', {
      cookie: pending,
      body: { code: totpCode(secret), trustDevice: true },
    })
    await callAuthApi(auth, '/sign-in/email', { body: { email, password } })

    const [user] = await db.select().from(users).where(eq(users.email, email))
    const userId = user!.id
    const [stored] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId))
    expect(stored).toBeDefined()

    const exported = await exportUserData({ userId, email })
    const account = exported.data.account as { secondFactor: { status: string } }
    expect(account.secondFactor).toMatchObject({ status: 'on' })
    const text = JSON.stringify(exported)
    for (const hidden of [secret, stored!.secret, stored!.backupCodes, ...backupCodes]) {
      expect(text).not.toContain(hidden)
    }

    const before = await db
      .select({ id: verifications.id })
      .from(verifications)
      .where(eq(verifications.value, userId))
    expect(before.length).toBeGreaterThan(0)
    await deleteAccount(userId)
    expect(await db.select().from(twoFactors).where(eq(twoFactors.userId, userId))).toEqual([])
    const left = await db
      .select({ id: verifications.id })
      .from(verifications)
      .where(sql`${verifications.value} = ${userId} or ${verifications.identifier} like ${`%${userId}%`}`)
    expect(left).toEqual([])
  })
})
