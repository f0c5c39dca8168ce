import 'server-only'
import { count, eq, sql } from 'drizzle-orm'
import { broadcast, broadcastDelivery } from '@/db/schema/broadcasts'
import { codeCampaign, codeRedemption } from '@/db/schema/codes'
import { purchase } from '@/db/schema/purchases'
import type { TEraser } from '../registry-types'
import { escapeRegExp } from './text'

// The admin features' tables (purchases, codes, broadcasts). Kept here so the registry is
// complete; the owners of those modules may move them next to their code.

/** Purchases stay for accounting (amount, product, time) without the buyer (DESIGN.md §5). */
export const purchasesEraser: TEraser = {
  name: 'purchases',
  tables: ['purchase'],
  async erase({ tx, subject }) {
    if (subject.userId)
      await tx.update(purchase).set({ userId: null }).where(eq(purchase.userId, subject.userId))
  },
  async describe(db, { userId }) {
    if (!userId) return {}
    const [row] = await db.select({ n: count() }).from(purchase).where(eq(purchase.userId, userId))
    return { purchases: row?.n ?? 0 }
  },
  async exportData(db, { userId }) {
    if (!userId) return []
    return db
      .select({
        store: purchase.store,
        storeTransactionId: purchase.storeTransactionId,
        product: purchase.product,
        status: purchase.status,
        amountMinor: purchase.amountMinor,
        currency: purchase.currency,
        purchasedAt: purchase.purchasedAt,
        refundedAt: purchase.refundedAt,
      })
      .from(purchase)
      .where(eq(purchase.userId, userId))
  },
}

/**
 * Code redemptions stay for the campaign's numbers without the user; campaigns and broadcasts
 * an admin created forget who created them; a delivery error text that quotes the address
 * (an SMTP rejection) loses it.
 */
export const adminRecordsEraser: TEraser = {
  name: 'adminRecords',
  tables: ['code_redemption', 'code_campaign', 'broadcast', 'broadcast_delivery'],
  async erase({ tx, subject }) {
    const { userId, email } = subject
    if (userId) {
      await tx.update(codeRedemption).set({ userId: null }).where(eq(codeRedemption.userId, userId))
      await tx.update(codeCampaign).set({ createdBy: null }).where(eq(codeCampaign.createdBy, userId))
      await tx.update(broadcast).set({ createdBy: null }).where(eq(broadcast.createdBy, userId))
    }
    await tx
      .update(broadcastDelivery)
      .set({
        error: sql`regexp_replace(${broadcastDelivery.error}, ${escapeRegExp(email)}, '[erased]', 'gi')`,
      })
      .where(sql`${broadcastDelivery.error} ~* ${escapeRegExp(email)}`)
  },
  async exportData(db, { userId }) {
    if (!userId) return []
    return db
      .select({ codeId: codeRedemption.codeId, redeemedAt: codeRedemption.redeemedAt })
      .from(codeRedemption)
      .where(eq(codeRedemption.userId, userId))
  },
}
