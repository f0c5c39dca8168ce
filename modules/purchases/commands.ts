import 'server-only'
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { db, type TTransaction } from '@/db/client'
import { users } from '@/db/schema/auth'
import { purchase } from '@/db/schema/purchases'
import { failure, success, type TActionResult } from '@/lib/action-result'
import { recordAudit } from '@/modules/audit/public'
import { parseAmountMinor, type TGrantPurchaseInput, type TPurchaseNotification } from './schemas'

export type TIngestOutcome = {
  /** created: new purchase; refunded: an existing one was refunded; unchanged: a replay. */
  result: 'created' | 'refunded' | 'unchanged'
  purchaseId: string
}

async function existingUserId(tx: TTransaction, userId: string | undefined): Promise<string | null> {
  if (!userId) return null
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))
  return user?.id ?? null
}

/**
 * Stores a verified store notification. Idempotent by (store, transaction id): the first
 * `purchase` creates the row, a `refund` marks it refunded (creating it refunded when the
 * purchase itself never arrived), and every replay finds the row as it is and changes nothing.
 * Concurrent deliveries of one notification meet at the unique index.
 */
export async function ingestNotification(notification: TPurchaseNotification): Promise<TIngestOutcome> {
  return db.transaction(async (tx) => {
    const refund = notification.type === 'refund'
    const [created] = await tx
      .insert(purchase)
      .values({
        userId: await existingUserId(tx, notification.userId),
        store: notification.store,
        storeTransactionId: notification.transactionId,
        product: notification.product,
        status: refund ? 'refunded' : 'completed',
        amountMinor: notification.amountMinor,
        currency: notification.currency,
        purchasedAt: notification.occurredAt,
        refundedAt: refund ? notification.occurredAt : null,
        source: 'webhook',
      })
      .onConflictDoNothing({ target: [purchase.store, purchase.storeTransactionId] })
      .returning({ id: purchase.id })
    if (created) return { result: 'created', purchaseId: created.id }

    const where = and(
      eq(purchase.store, notification.store),
      eq(purchase.storeTransactionId, notification.transactionId),
    )
    if (refund) {
      const [refunded] = await tx
        .update(purchase)
        .set({ status: 'refunded', refundedAt: notification.occurredAt })
        .where(and(where, eq(purchase.status, 'completed')))
        .returning({ id: purchase.id })
      if (refunded) return { result: 'refunded', purchaseId: refunded.id }
    }
    const [existing] = await tx.select({ id: purchase.id }).from(purchase).where(where)
    return { result: 'unchanged', purchaseId: existing!.id }
  })
}

/** An admin records a purchase by hand for an account (found by its email address). */
export async function grantPurchase(
  actorId: string,
  input: TGrantPurchaseInput,
  now = new Date(),
): Promise<TActionResult<{ purchaseId: string }>> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email}`)
    if (!user) return failure(404, 'purchases/user-not-found')
    const amountMinor = input.amount ? parseAmountMinor(input.amount) : null
    const [created] = await tx
      .insert(purchase)
      .values({
        userId: user.id,
        store: 'manual',
        storeTransactionId: `manual-${randomUUID()}`,
        product: input.product,
        status: 'completed',
        amountMinor,
        currency: input.currency ?? null,
        purchasedAt: now,
        source: 'admin',
      })
      .returning({ id: purchase.id })
    await recordAudit(
      tx,
      {
        actorId,
        action: 'purchase.grant',
        targetType: 'purchase',
        targetId: created!.id,
        after: { userId: user.id, product: input.product, amountMinor, currency: input.currency ?? null },
      },
      now,
    )
    return success({ purchaseId: created!.id })
  })
}

/** An admin marks a purchase refunded (the money itself goes back through the store). */
export async function refundPurchase(
  actorId: string,
  purchaseId: string,
  now = new Date(),
): Promise<TActionResult<{ changed: boolean }>> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: purchase.status,
        product: purchase.product,
        amountMinor: purchase.amountMinor,
        currency: purchase.currency,
      })
      .from(purchase)
      .where(eq(purchase.id, purchaseId))
      .for('update')
    if (!row) return failure(404, 'purchases/not-found')
    if (row.status === 'refunded') return failure(409, 'purchases/already-refunded')
    await tx.update(purchase).set({ status: 'refunded', refundedAt: now }).where(eq(purchase.id, purchaseId))
    await recordAudit(
      tx,
      {
        actorId,
        action: 'purchase.refund',
        targetType: 'purchase',
        targetId: purchaseId,
        before: { status: row.status },
        after: { status: 'refunded' },
        details: { product: row.product, amountMinor: row.amountMinor, currency: row.currency },
      },
      now,
    )
    return success({ changed: true })
  })
}
