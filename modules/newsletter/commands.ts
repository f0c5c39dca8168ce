import 'server-only'
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import { db } from '@/db/client'
import { newsletterSubscription, newsletterVerificationToken } from '@/db/schema/newsletter'
import type { TLocale } from '@/i18n/locales'
import { createToken, hashPersonalValue, hashToken } from '@/lib/hashing'
import { VERIFICATION_TOKEN_TTL_MS } from './consent'
import { maskEmail } from './mask-email'
import { ZVerificationToken } from './schemas'

export type TConsentProof = {
  ip: string | null
  userAgent: string | null
  textVersion: string
  sourcePage: string | null
}

export type TVerificationMail = { subscriptionId: string; email: string; locale: TLocale; token: string }

export function hashEmail(email: string): string {
  return hashPersonalValue('newsletter:email', email)
}

/**
 * Records a subscription request with its consent proof and returns the verification mail to
 * send, or null when the address is already confirmed (the caller answers the same either way).
 * A pending subscription gets the newest consent proof and a fresh token.
 */
export async function requestSubscription(
  input: { email: string; locale: TLocale; consent: TConsentProof },
  now = new Date(),
): Promise<TVerificationMail | null> {
  return db.transaction(async (tx) => {
    // Serialises concurrent requests for one address (the live-address index would fail one).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`newsletter:${input.email}`}))`)
    const proof = {
      locale: input.locale,
      consentAt: now,
      consentIp: input.consent.ip,
      consentUserAgent: input.consent.userAgent,
      consentTextVersion: input.consent.textVersion,
      consentSourcePage: input.consent.sourcePage,
    }
    const [live] = await tx
      .select({ id: newsletterSubscription.id, status: newsletterSubscription.status })
      .from(newsletterSubscription)
      .where(
        and(eq(newsletterSubscription.email, input.email), ne(newsletterSubscription.status, 'unsubscribed')),
      )
    if (live?.status === 'active') return null

    let subscriptionId: string
    if (live) {
      await tx.update(newsletterSubscription).set(proof).where(eq(newsletterSubscription.id, live.id))
      subscriptionId = live.id
    } else {
      const [created] = await tx
        .insert(newsletterSubscription)
        .values({
          ...proof,
          email: input.email,
          emailHash: hashEmail(input.email),
          maskedEmail: maskEmail(input.email),
          createdAt: now,
        })
        .returning({ id: newsletterSubscription.id })
      subscriptionId = created!.id
    }
    const { token, tokenHash } = createToken()
    await tx.insert(newsletterVerificationToken).values({
      tokenHash,
      subscriptionId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS),
    })
    return { subscriptionId, email: input.email, locale: input.locale, token }
  })
}

export type TVerifyOutcome =
  | { ok: true; locale: TLocale }
  | { ok: false; reason: 'unknown' | 'used' | 'expired' }

/** The token from a `/subscribe-verify/{token}` link, as typed into the address bar. */
export async function verifySubscriptionLink(rawToken: string): Promise<TVerifyOutcome> {
  const token = ZVerificationToken.safeParse(rawToken)
  return token.success ? verifySubscription(token.data) : { ok: false, reason: 'unknown' }
}

/** Uses a double opt-in token once: a valid one activates its subscription. */
export async function verifySubscription(token: string, now = new Date()): Promise<TVerifyOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        subscriptionId: newsletterVerificationToken.subscriptionId,
        expiresAt: newsletterVerificationToken.expiresAt,
        usedAt: newsletterVerificationToken.usedAt,
        status: newsletterSubscription.status,
        locale: newsletterSubscription.locale,
      })
      .from(newsletterVerificationToken)
      .innerJoin(
        newsletterSubscription,
        eq(newsletterSubscription.id, newsletterVerificationToken.subscriptionId),
      )
      .where(eq(newsletterVerificationToken.tokenHash, hashToken(token)))
      .for('update')
    if (!row || row.status === 'unsubscribed') return { ok: false, reason: 'unknown' }
    if (row.usedAt) return { ok: false, reason: 'used' }
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' }
    await tx
      .update(newsletterVerificationToken)
      .set({ usedAt: now })
      .where(eq(newsletterVerificationToken.tokenHash, hashToken(token)))
    if (row.status === 'pending') {
      await tx
        .update(newsletterSubscription)
        .set({ status: 'active', confirmedAt: now })
        .where(eq(newsletterSubscription.id, row.subscriptionId))
    }
    return { ok: true, locale: row.locale as TLocale }
  })
}

export type TUnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | 'not-found'

/**
 * Ends a subscription (idempotent). The row stays as consent proof, but the address itself is
 * dropped: only its keyed hash and the masked form remain, so it can never be mailed again.
 */
export async function unsubscribe(subscriptionId: string, now = new Date()): Promise<TUnsubscribeOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: newsletterSubscription.status })
      .from(newsletterSubscription)
      .where(eq(newsletterSubscription.id, subscriptionId))
      .for('update')
    if (!row) return 'not-found'
    if (row.status === 'unsubscribed') return 'already-unsubscribed'
    await tx
      .update(newsletterSubscription)
      .set({ status: 'unsubscribed', email: null, unsubscribedAt: now })
      .where(eq(newsletterSubscription.id, subscriptionId))
    await tx
      .delete(newsletterVerificationToken)
      .where(
        and(
          eq(newsletterVerificationToken.subscriptionId, subscriptionId),
          isNull(newsletterVerificationToken.usedAt),
        ),
      )
    return 'unsubscribed'
  })
}
