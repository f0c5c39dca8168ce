import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { newsletterSubscription, newsletterVerificationToken } from '@/db/schema/newsletter'
import { hashToken } from '@/lib/hashing'
import { hashEmail, requestSubscription, unsubscribe, verifySubscription } from './commands'
import { CONSENT_TEXT_VERSION } from './consent'
import { getUnsubscribeView } from './queries'

const consent = {
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (test)',
  textVersion: CONSENT_TEXT_VERSION,
  sourcePage: '/de',
}
const DAY = 24 * 60 * 60 * 1000

function rowsOf(email: string) {
  return db.select().from(newsletterSubscription).where(eq(newsletterSubscription.email, email))
}

async function subscribe(email: string, now = new Date()) {
  const mail = await requestSubscription({ email, locale: 'de', consent }, now)
  if (!mail) throw new Error('expected a verification mail')
  return mail
}

describe('requestSubscription', () => {
  it('stores a pending subscription with its consent proof and a hashed token', async () => {
    const mail = await subscribe('anna@example.test')
    const [row] = await db
      .select()
      .from(newsletterSubscription)
      .where(eq(newsletterSubscription.id, mail.subscriptionId))
    expect(row).toMatchObject({
      email: 'anna@example.test',
      status: 'pending',
      locale: 'de',
      consentIp: consent.ip,
      consentUserAgent: consent.userAgent,
      consentTextVersion: CONSENT_TEXT_VERSION,
      consentSourcePage: '/de',
      maskedEmail: 'a•••@e•••.test',
    })
    expect(row?.consentAt).toBeInstanceOf(Date)
    const tokens = await db
      .select()
      .from(newsletterVerificationToken)
      .where(eq(newsletterVerificationToken.subscriptionId, mail.subscriptionId))
    expect(tokens).toHaveLength(1)
    expect(tokens[0]?.tokenHash).toBe(hashToken(mail.token))
    expect(tokens[0]?.tokenHash).not.toBe(mail.token)
    expect(tokens[0]!.expiresAt.getTime() - tokens[0]!.createdAt.getTime()).toBe(7 * DAY)
  })

  it('sends a new token for a pending address and nothing for a confirmed one, keeping one row', async () => {
    const first = await subscribe('ben@example.test')
    const second = await subscribe('ben@example.test')
    expect(second.subscriptionId).toBe(first.subscriptionId)
    expect(second.token).not.toBe(first.token)
    expect(await verifySubscription(second.token)).toEqual({ ok: true, locale: 'de' })
    expect(await requestSubscription({ email: 'ben@example.test', locale: 'de', consent })).toBeNull()
    expect(await rowsOf('ben@example.test')).toHaveLength(1)
  })

  it('handles concurrent requests for one address', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        requestSubscription({ email: 'cleo@example.test', locale: 'en', consent }),
      ),
    )
    expect(new Set(results.map((r) => r?.subscriptionId)).size).toBe(1)
    expect(await rowsOf('cleo@example.test')).toHaveLength(1)
  })
})

describe('verifySubscription', () => {
  it('activates once; a second use, an unknown or an expired token fails with its reason', async () => {
    const mail = await subscribe('dora@example.test')
    expect(await verifySubscription(mail.token)).toEqual({ ok: true, locale: 'de' })
    const [row] = await rowsOf('dora@example.test')
    expect(row?.status).toBe('active')
    expect(row?.confirmedAt).toBeInstanceOf(Date)
    expect(await verifySubscription(mail.token)).toEqual({ ok: false, reason: 'used' })
    expect(await verifySubscription('x'.repeat(43))).toEqual({ ok: false, reason: 'unknown' })

    const late = await subscribe('emil@example.test')
    expect(await verifySubscription(late.token, new Date(Date.now() + 7 * DAY + 1000))).toEqual({
      ok: false,
      reason: 'expired',
    })
    expect(await verifySubscription(late.token, new Date(Date.now() + 7 * DAY - 60_000))).toMatchObject({
      ok: true,
    })
  })
})

describe('unsubscribe', () => {
  it('is idempotent, keeps the consent proof and drops the address', async () => {
    const mail = await subscribe('fritz@example.test')
    await verifySubscription(mail.token)
    expect(await getUnsubscribeView(mail.subscriptionId)).toEqual({
      id: mail.subscriptionId,
      maskedEmail: 'f•••@e•••.test',
      subscribed: true,
    })
    expect(await unsubscribe(mail.subscriptionId)).toBe('unsubscribed')
    expect(await unsubscribe(mail.subscriptionId)).toBe('already-unsubscribed')
    const [row] = await db
      .select()
      .from(newsletterSubscription)
      .where(eq(newsletterSubscription.id, mail.subscriptionId))
    expect(row).toMatchObject({ status: 'unsubscribed', email: null, consentIp: consent.ip })
    expect(row?.emailHash).toBeTruthy()
    expect(row?.unsubscribedAt).toBeInstanceOf(Date)
    expect(await unsubscribe('00000000-0000-4000-8000-000000000000')).toBe('not-found')
  })

  it('lets the address subscribe again as a new subscription; the old link stops working', async () => {
    const first = await subscribe('gina@example.test')
    await unsubscribe(first.subscriptionId)
    expect(await verifySubscription(first.token)).toEqual({ ok: false, reason: 'unknown' })
    const again = await subscribe('gina@example.test')
    expect(again.subscriptionId).not.toBe(first.subscriptionId)
    expect(await rowsOf('gina@example.test')).toHaveLength(1)
    expect(
      await db
        .select()
        .from(newsletterSubscription)
        .where(eq(newsletterSubscription.emailHash, hashEmail('gina@example.test'))),
    ).toHaveLength(2)
  })
})
