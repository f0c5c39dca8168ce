// Test data for the deletion tests: one person with a row in every table that can hold their
// data, and a bystander whose data must survive. Used by *.test.ts only.
import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { db } from '@/db/client'
import { auditLog } from '@/db/schema/audit'
import { accounts, passkeys, sessions, verifications } from '@/db/schema/auth'
import { broadcast, broadcastDelivery } from '@/db/schema/broadcasts'
import { certificate } from '@/db/schema/certificates'
import { challenge, challengeCheckIn, challengeParticipant } from '@/db/schema/challenges'
import { codeCampaign, codeRedemption, redeemableCode } from '@/db/schema/codes'
import { cravingLog, dailyCheckIn, quitPlan } from '@/db/schema/companion'
import { dataDeletionRequest } from '@/db/schema/deletion'
import { purchase } from '@/db/schema/purchases'
import { pushSubscription } from '@/db/schema/push'
import { surveyDefinition, surveyResponse } from '@/db/schema/surveys'
import { requestSubscription, unsubscribe, verifySubscription } from '@/modules/newsletter/public'
import { ftndV1 } from '@/modules/surveys/public'
import { insertUser } from '@/tests/support/users'

const id = () => randomBytes(12).toString('base64url')
const DAY = 24 * 60 * 60 * 1000

/** A German-speaking person with a confirmed address. */
export function insertPerson(name: string, email: string) {
  return insertUser({ name, email, locale: 'de' })
}

async function subscribe(email: string) {
  const consent = { ip: '198.51.100.9', userAgent: 'test', textVersion: 'v1', sourcePage: '/' }
  const mail = await requestSubscription({ email, locale: 'de', consent })
  await verifySubscription(mail!.token)
  return mail!.subscriptionId
}

/** A person with data everywhere; `other` is a bystander taking part in their challenge. */
export async function seedPersonWithEverything(tag: string) {
  const person = await insertPerson(`Person ${tag}`, `person-${tag}@example.test`)
  const other = await insertPerson(`Other ${tag}`, `other-${tag}@example.test`)
  const admin = await insertPerson(`Admin ${tag}`, `admin-${tag}@example.test`)

  for (const who of [person, other]) {
    await db.insert(sessions).values({
      id: id(),
      token: id(),
      userId: who.id,
      expiresAt: new Date(Date.now() + DAY),
      ipAddress: '203.0.113.5',
      userAgent: 'Firefox',
    })
    await db
      .insert(accounts)
      .values({ id: id(), accountId: who.id, providerId: 'credential', userId: who.id })
  }
  // A session an admin opened while impersonating the person.
  await db.insert(sessions).values({
    id: id(),
    token: id(),
    userId: admin.id,
    impersonatedBy: person.id,
    expiresAt: new Date(Date.now() + DAY),
  })
  await db.insert(accounts).values({
    id: id(),
    accountId: `apple-${tag}`,
    providerId: 'apple',
    userId: person.id,
    refreshToken: 'r',
  })
  for (const who of [person, other]) {
    await db.insert(passkeys).values({
      id: id(),
      name: `Phone of ${who.id}`,
      publicKey: randomBytes(32).toString('base64'),
      userId: who.id,
      credentialID: id(),
      counter: 0,
      deviceType: 'multiDevice',
      backedUp: true,
    })
  }
  await db.insert(verifications).values([
    {
      id: id(),
      identifier: `reset-password:${id()}`,
      value: person.id,
      expiresAt: new Date(Date.now() + DAY),
    },
    { id: id(), identifier: person.email, value: id(), expiresAt: new Date(Date.now() + DAY) },
    {
      id: id(),
      identifier: `reset-password:${id()}`,
      value: other.id,
      expiresAt: new Date(Date.now() + DAY),
    },
  ])

  await db
    .insert(surveyDefinition)
    .values({ survey: 'ftnd', version: 1, definition: ftndV1 })
    .onConflictDoNothing()
  for (const who of [person, other]) {
    await db.insert(surveyResponse).values({
      survey: 'ftnd',
      version: 1,
      answers: { firstCigarette: 'within5' },
      score: 3,
      result: 'low',
      locale: 'de',
      userId: who.id,
    })
    await db
      .insert(certificate)
      .values({ id: id(), userId: who.id, displayName: 'Me', quitDate: '2025-01-01' })
    // The quit companion: plan with reasons, a check-in and a logged craving.
    await db.insert(quitPlan).values({
      userId: who.id,
      quitDate: '2025-01-01',
      cigarettesPerDay: 12,
      packPriceMinor: 850,
      currency: 'EUR',
      reasons: ['Meine Kinder'],
    })
    await db.insert(dailyCheckIn).values({ userId: who.id, day: '2025-01-02', smokeFree: true })
    await db.insert(cravingLog).values({ userId: who.id, intensity: 3, trigger: 'coffee' })
  }

  const owned = id()
  await db.insert(challenge).values({
    id: owned,
    ownerId: person.id,
    customTitle: 'Ohne Rauch durch den März',
    startsOn: '2025-03-01',
    lengthDays: 7,
    maxParticipants: 5,
  })
  const othersChallenge = id()
  await db.insert(challenge).values({
    id: othersChallenge,
    ownerId: other.id,
    titleKey: 'smokeFree',
    startsOn: '2025-03-01',
    lengthDays: 7,
    maxParticipants: 5,
  })
  for (const [challengeId, userId] of [
    [owned, person.id],
    [owned, other.id],
    [othersChallenge, other.id],
    [othersChallenge, person.id],
  ] as const) {
    await db.insert(challengeParticipant).values({ challengeId, userId })
    await db.insert(challengeCheckIn).values({ challengeId, userId, day: '2025-03-02' })
  }

  const liveSubscription = await subscribe(person.email)
  const otherSubscription = await subscribe(other.email)
  await db.insert(dataDeletionRequest).values({
    tokenHash: id(),
    email: person.email,
    locale: 'de',
    expiresAt: new Date(Date.now() + DAY),
  })

  const [bought] = await db
    .insert(purchase)
    .values({
      userId: person.id,
      store: 'web',
      storeTransactionId: `tx-${tag}`,
      product: 'premium-year',
      amountMinor: 2999,
      currency: 'EUR',
      purchasedAt: new Date('2025-02-01T10:00:00Z'),
      source: 'webhook',
    })
    .returning({ id: purchase.id })
  const [campaign] = await db
    .insert(codeCampaign)
    .values({
      name: `Campaign ${tag}`,
      benefit: 'premium-30-days',
      codeCount: 1,
      maxRedemptionsPerCode: 5,
      createdBy: person.id,
    })
    .returning({ id: codeCampaign.id })
  const [code] = await db
    .insert(redeemableCode)
    .values({ campaignId: campaign!.id, code: randomBytes(5).toString('hex').toUpperCase() })
    .returning({ id: redeemableCode.id })
  await db.insert(codeRedemption).values({ codeId: code!.id, userId: person.id })
  const [mailing] = await db
    .insert(broadcast)
    .values({ createdBy: person.id })
    .returning({ id: broadcast.id })
  await db.insert(broadcastDelivery).values({
    broadcastId: mailing!.id,
    subscriptionId: liveSubscription,
    locale: 'de',
    status: 'failed',
    error: `550 mailbox ${person.email.toUpperCase()} unavailable`,
  })

  await db.insert(pushSubscription).values({
    userId: person.id,
    endpoint: `https://push.example.net/wpush/${tag}`,
    p256dh: randomBytes(65).toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
    userAgent: `Browser of ${person.email}`,
  })

  await db.insert(auditLog).values([
    { actorId: person.id, action: 'broadcast/create', targetType: 'broadcast', targetId: mailing!.id },
    {
      actorId: admin.id,
      action: 'user/grant-admin',
      targetType: 'user',
      targetId: person.id,
      details: { email: person.email, note: `for ${person.id}` },
    },
  ])

  return {
    person,
    other,
    admin,
    owned,
    othersChallenge,
    liveSubscription,
    otherSubscription,
    purchaseId: bought!.id,
  }
}

/** A one-off subscription that was ended before: its consent proof must stay. */
export async function seedUnsubscribedHistory(email: string) {
  const id = await subscribe(email)
  await unsubscribe(id)
  return id
}

/**
 * Every (table, column, rows) whose text contains the value (case-insensitive), across all
 * tables of the database: what "no row references the user or contains their email" means.
 */
export async function findRowsContaining(values: readonly string[]) {
  const { rows: columns } = await db.execute<{ table: string; column: string }>(sql`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = 'public' order by table_name, ordinal_position`)
  const hits: Array<{ table: string; column: string; rows: number }> = []
  for (const { table, column } of columns) {
    const quoted = sql.raw(`"${table.replaceAll('"', '""')}"."${column.replaceAll('"', '""')}"`)
    for (const value of values) {
      const { rows } = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.raw(`"${table.replaceAll('"', '""')}"`)} where strpos(lower(${quoted}::text), lower(${value})) > 0`,
      )
      const n = rows[0]?.n ?? 0
      if (n > 0) hits.push({ table, column, rows: n })
    }
  }
  return hits
}
