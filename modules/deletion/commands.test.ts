import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { auditLog } from '@/db/schema/audit'
import { passkeys, sessions, users } from '@/db/schema/auth'
import { challenge, challengeParticipant } from '@/db/schema/challenges'
import { dataDeletionRequest } from '@/db/schema/deletion'
import { newsletterSubscription } from '@/db/schema/newsletter'
import { purchase } from '@/db/schema/purchases'
import type { TOutboxRecord } from '@/modules/email/transport'
import { hashEmail } from '@/modules/newsletter/commands'
import {
  confirmDeletionRequest,
  deleteAccount,
  isDeletionLinkValid,
  requestDeletionByEmail,
} from './commands'
import { describeDeletion, exportUserData } from './queries'
import { erasers } from './registry'
import type { TEraser } from './registry-types'
import { hashSubjectId } from './subject-hash'
import {
  findRowsContaining,
  insertPerson,
  seedPersonWithEverything,
  seedUnsubscribedHistory,
} from './testing'

let outbox: string
beforeAll(async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'exhale-deletion-'))
  process.env.DATA_DIR = dataDir
  outbox = path.join(dataDir, 'outbox')
})

async function readOutbox(): Promise<TOutboxRecord[]> {
  const files = await fs.readdir(outbox).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[]
    throw error
  })
  return Promise.all(
    files
      .filter((f) => f.endsWith('.json'))
      .map(async (f) => JSON.parse(await fs.readFile(path.join(outbox, f), 'utf8'))),
  )
}

describe('deleteAccount', () => {
  it('leaves no row that references the user or contains their email, except the anonymised purchase and the audit hash', async () => {
    // An earlier, ended subscription of the same address: its consent proof must stay.
    await seedUnsubscribedHistory('person-a3@example.test')
    const seeded = await seedPersonWithEverything('a3')
    const { person, other } = seeded
    // Sanity: the scan finds the person everywhere before.
    const before = await findRowsContaining([person.id, person.email])
    expect(before.length).toBeGreaterThan(15)

    const erased = await deleteAccount(person.id)
    expect(erased).toEqual({ email: person.email, locale: 'de', hadAccount: true })

    expect(await findRowsContaining([person.id, person.email])).toEqual([])

    // The purchase stays for accounting, without the buyer.
    const [kept] = await db.select().from(purchase).where(eq(purchase.id, seeded.purchaseId))
    expect(kept).toMatchObject({ userId: null, product: 'premium-year', amountMinor: 2999, currency: 'EUR' })
    expect(kept?.purchasedAt.toISOString()).toBe('2025-02-01T10:00:00.000Z')
    // The audit row: time, kind and a salted hash of the id, nothing else.
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'data-deletion'),
          eq(auditLog.targetId, hashSubjectId({ userId: person.id, email: person.email })),
        ),
      )
    expect(entry).toMatchObject({ actorId: null, targetType: 'user', details: { kind: 'self-service' } })
    // Consent proofs stay, without the address.
    const proofs = await db
      .select()
      .from(newsletterSubscription)
      .where(eq(newsletterSubscription.emailHash, hashEmail(person.email)))
    expect(proofs).toHaveLength(2)
    expect(
      proofs.every((p) => p.status === 'unsubscribed' && p.email === null && p.consentAt instanceof Date),
    ).toBe(true)
    // Their own challenge is gone; the bystander keeps everything else.
    expect(await db.select().from(challenge).where(eq(challenge.id, seeded.owned))).toEqual([])
    expect(await db.select().from(users).where(eq(users.id, other.id))).toHaveLength(1)
    expect(await db.select().from(sessions).where(eq(sessions.userId, other.id))).toHaveLength(1)
    expect(await db.select().from(passkeys).where(eq(passkeys.userId, other.id))).toHaveLength(1)
    expect(
      await db
        .select()
        .from(challengeParticipant)
        .where(eq(challengeParticipant.challengeId, seeded.othersChallenge)),
    ).toEqual([{ challengeId: seeded.othersChallenge, userId: other.id, joinedAt: expect.any(Date) }])
    expect((await findRowsContaining([other.id])).length).toBeGreaterThan(5)
    const [otherSubscription] = await db
      .select()
      .from(newsletterSubscription)
      .where(eq(newsletterSubscription.id, seeded.otherSubscription))
    expect(otherSubscription?.status).toBe('active')
    // The other participant of the ended challenge is told.
    const mails = await readOutbox()
    expect(mails.filter((m) => m.to === other.email).map((m) => m.subject)).toEqual([
      'Die Challenge „Ohne Rauch durch den März“ ist beendet',
    ])
  })

  it('leaves everything untouched when it fails halfway (error thrown after the first statement)', async () => {
    const { person } = await seedPersonWithEverything('crash')
    const snapshot = await findRowsContaining([person.id, person.email])
    const audits = await db.select().from(auditLog)
    const [first, ...rest] = erasers
    let ranFirst = false
    const crash: TEraser = {
      name: 'crash',
      tables: [],
      async erase() {
        ranFirst = true
        throw new Error('injected failure')
      },
    }
    // The first eraser deletes the open deletion request; the crash comes right after it.
    await expect(deleteAccount(person.id, { erasers: [first!, crash, ...rest] })).rejects.toThrow(
      'injected failure',
    )
    expect(ranFirst).toBe(true)
    expect(await findRowsContaining([person.id, person.email])).toEqual(snapshot)
    expect(
      await db.select().from(dataDeletionRequest).where(eq(dataDeletionRequest.email, person.email)),
    ).toHaveLength(1)
    expect(await db.select().from(auditLog)).toEqual(audits)
  })

  it('describes what will be deleted and exports it without secrets', async () => {
    const { person } = await seedPersonWithEverything('describe')
    const subject = { userId: person.id, email: person.email }
    expect(await describeDeletion(subject)).toEqual([
      { item: 'account', count: 1 },
      { item: 'sessions', count: 1 },
      { item: 'signInMethods', count: 3 },
      { item: 'surveyResponses', count: 1 },
      { item: 'certificates', count: 1 },
      { item: 'ownedChallenges', count: 1 },
      { item: 'challengeParticipations', count: 2 },
      { item: 'quitCompanion', count: 3 },
      { item: 'newsletter', count: 1 },
      { item: 'pushDevices', count: 1 },
      { item: 'purchases', count: 1 },
    ])
    const exported = await exportUserData(subject)
    const text = JSON.stringify(exported)
    expect(text).toContain(person.email)
    expect(text).toContain('premium-year')
    expect(text).not.toContain('"refreshToken"')
    expect(text).not.toContain('"password"')
    expect(text).toContain(`Phone of ${person.id}`)
    expect(text).not.toContain('"publicKey"')
    // A notification device shows by its push service and browser, never by its keys or address.
    expect(text).toContain(`Browser of ${person.email}`)
    expect(text).toContain('push.example.net')
    expect(text).not.toContain('wpush/describe')
    expect(text).not.toContain('"p256dh"')
    expect(Object.keys(exported.data)).toEqual(
      expect.arrayContaining(['account', 'newsletter', 'surveyResponses', 'quitCompanion']),
    )
    expect(exported.data.quitCompanion).toMatchObject({
      plan: { quitDate: '2025-01-01', reasons: ['Meine Kinder'], currency: 'EUR' },
      checkIns: [{ day: '2025-01-02', smokeFree: true }],
      cravings: [{ intensity: 3, trigger: 'coffee' }],
    })
  })
})

describe('public deletion request', () => {
  it('mails a link only when there is data, and the link deletes once within 24 hours', async () => {
    const { person } = await seedPersonWithEverything('public')
    expect(await requestDeletionByEmail('nobody-here@example.test', 'en')).toBeNull()
    expect(
      await db
        .select()
        .from(dataDeletionRequest)
        .where(eq(dataDeletionRequest.email, 'nobody-here@example.test')),
    ).toEqual([])

    const request = await requestDeletionByEmail(person.email, 'fr')
    expect(request).toMatchObject({ email: person.email, locale: 'fr' })
    expect(await isDeletionLinkValid(request!.token)).toBe(true)
    const erased = await confirmDeletionRequest(request!.token)
    expect(erased).toEqual({ email: person.email, locale: 'fr', hadAccount: true })
    expect(await findRowsContaining([person.id, person.email])).toEqual([])
    expect(await confirmDeletionRequest(request!.token)).toBeNull()
    expect(await isDeletionLinkValid(request!.token)).toBe(false)
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'data-deletion'),
          eq(auditLog.targetId, hashSubjectId({ userId: person.id, email: person.email })),
        ),
      )
    expect(entry?.details).toEqual({ kind: 'email-request' })
  })

  it('works for a subscriber without an account, and not after 24 hours', async () => {
    const email = 'subscriber-only@example.test'
    await seedUnsubscribedHistory('someone-else@example.test')
    const { requestSubscription, verifySubscription } = await import('@/modules/newsletter/commands')
    const mail = await requestSubscription({
      email,
      locale: 'en',
      consent: { ip: null, userAgent: null, textVersion: 'v1', sourcePage: null },
    })
    await verifySubscription(mail!.token)

    const late = await requestDeletionByEmail(email, 'en')
    const in25Hours = new Date(Date.now() + 25 * 60 * 60 * 1000)
    expect(await isDeletionLinkValid(late!.token, in25Hours)).toBe(false)
    expect(await confirmDeletionRequest(late!.token, { now: in25Hours })).toBeNull()

    const request = await requestDeletionByEmail(email, 'en')
    expect(await confirmDeletionRequest(request!.token)).toEqual({ email, locale: 'en', hadAccount: false })
    expect(await findRowsContaining([email])).toEqual([])
    expect(
      await db
        .select()
        .from(newsletterSubscription)
        .where(
          and(eq(newsletterSubscription.emailHash, hashEmail(email)), isNull(newsletterSubscription.email)),
        ),
    ).toHaveLength(1)
  })

  it('answers an unknown address without writing anything that reveals it', async () => {
    await insertPerson('Known', 'known@example.test')
    expect(await requestDeletionByEmail('unknown@example.test', 'en')).toBeNull()
    expect(await findRowsContaining(['unknown@example.test'])).toEqual([])
  })
})
