import 'server-only'
import { count, eq } from 'drizzle-orm'
import { purchase } from '@/db/schema/purchases'
import type { TEraser } from '@/modules/deletion/public'

/**
 * Purchases stay for accounting (amount, product, time) without the buyer (docs/ARCHITECTURE.md,
 * product rules).
 */
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
