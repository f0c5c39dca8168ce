import 'server-only'
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm'
import { db, type TTransaction } from '@/db/client'
import { auditLog } from '@/db/schema/audit'
import { users } from '@/db/schema/auth'
import { dataDeletionRequest } from '@/db/schema/deletion'
import { newsletterSubscription } from '@/db/schema/newsletter'
import { isLocale, type TLocale } from '@/i18n/locales'
import { createToken, hashToken } from '@/lib/hashing'
import { logger } from '@/lib/logger'
import { erasers as registry } from './registry'
import type { TEraser, TErasureSubject } from './registry-types'
import { hashSubjectId } from './subject-hash'

export const DELETION_REQUEST_TTL_MS = 24 * 60 * 60 * 1000

export type TDeletionKind = 'self-service' | 'email-request'
/** Who was erased, for the confirmation mail (sent by the caller once this returns). */
export type TErased = { email: string; locale: TLocale; hadAccount: boolean }

type TResolved = { subject: TErasureSubject; locale: TLocale }

async function findUserByEmail(tx: TTransaction, email: string) {
  const [user] = await tx
    .select({ id: users.id, email: users.email, locale: users.locale })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .for('update')
  return user
}

/**
 * Erases everything the registry knows about one person in ONE transaction: a failure in any
 * eraser leaves every table as it was. An audit row without personal data (time, kind, salted
 * hash of the id) is written in the same transaction. Mails and provider calls queued by the
 * erasers run only after the commit.
 */
async function runErasure(
  resolve: (tx: TTransaction) => Promise<TResolved | null>,
  kind: TDeletionKind,
  options: { erasers?: readonly TEraser[]; now?: Date },
): Promise<TErased | null> {
  const now = options.now ?? new Date()
  const afterCommit: Array<() => Promise<void>> = []
  const erased = await db.transaction(async (tx) => {
    const resolved = await resolve(tx)
    if (!resolved) return null
    const { subject } = resolved
    for (const eraser of options.erasers ?? registry) {
      await eraser.erase({ tx, subject, now, afterCommit: (task) => afterCommit.push(task) })
    }
    await tx.insert(auditLog).values({
      at: now,
      action: 'data-deletion',
      targetType: subject.userId ? 'user' : 'subscriber',
      targetId: hashSubjectId(subject),
      details: { kind },
    })
    return { email: subject.email, locale: resolved.locale, hadAccount: subject.userId !== null }
  })
  for (const task of afterCommit) {
    await task().catch((error: unknown) => logger.error({ err: error }, 'task after data deletion failed'))
  }
  return erased
}

/** Signed-in deletion of the own account (`/data-deletion`). */
export async function deleteAccount(
  userId: string,
  options: { erasers?: readonly TEraser[]; now?: Date } = {},
): Promise<TErased | null> {
  return runErasure(
    async (tx) => {
      const [user] = await tx
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.id, userId))
        .for('update')
      if (!user) return null
      const locale = isLocale(user.locale) ? user.locale : 'en'
      return { subject: { userId, email: user.email.toLowerCase() }, locale }
    },
    'self-service',
    options,
  )
}

/** Is there anything to delete for this address: an account or a live newsletter subscription? */
async function hasDataFor(email: string): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`)
  if (user) return true
  const [subscription] = await db
    .select({ id: newsletterSubscription.id })
    .from(newsletterSubscription)
    .where(and(eq(newsletterSubscription.email, email), ne(newsletterSubscription.status, 'unsubscribed')))
  return Boolean(subscription)
}

export type TDeletionRequestMail = { email: string; locale: TLocale; token: string }

/**
 * A public deletion request (`/start-data-deletion`). Returns the confirmation mail to send
 * when the address has an account or a subscription, null otherwise; the caller answers the
 * same in both cases. Expired requests are swept on the way.
 */
export async function requestDeletionByEmail(
  email: string,
  locale: TLocale,
  now = new Date(),
): Promise<TDeletionRequestMail | null> {
  await db.delete(dataDeletionRequest).where(lt(dataDeletionRequest.expiresAt, now))
  if (!(await hasDataFor(email))) return null
  const { token, tokenHash } = createToken()
  await db.insert(dataDeletionRequest).values({
    tokenHash,
    email,
    locale,
    createdAt: now,
    expiresAt: new Date(now.getTime() + DELETION_REQUEST_TTL_MS),
  })
  return { email, locale, token }
}

/** Whether a mailed deletion link still works (for its confirmation page). */
export async function isDeletionLinkValid(token: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: dataDeletionRequest.id })
    .from(dataDeletionRequest)
    .where(and(eq(dataDeletionRequest.tokenHash, hashToken(token)), gt(dataDeletionRequest.expiresAt, now)))
  return Boolean(row)
}

/**
 * Carries out a mailed deletion request: the token works once (the erasure deletes every
 * request of the address) and for 24 hours. Returns null for an unknown, used or expired link.
 */
export async function confirmDeletionRequest(
  token: string,
  options: { erasers?: readonly TEraser[]; now?: Date } = {},
): Promise<TErased | null> {
  const now = options.now ?? new Date()
  return runErasure(
    async (tx) => {
      const [request] = await tx
        .select()
        .from(dataDeletionRequest)
        .where(eq(dataDeletionRequest.tokenHash, hashToken(token)))
        .for('update')
      if (!request || request.expiresAt.getTime() <= now.getTime()) return null
      const user = await findUserByEmail(tx, request.email)
      const locale = isLocale(request.locale) ? request.locale : 'en'
      // The request row itself goes with every other request of the address (deletionRequestsEraser).
      return { subject: { userId: user?.id ?? null, email: request.email }, locale }
    },
    'email-request',
    { ...options, now },
  )
}
