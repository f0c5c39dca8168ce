import 'server-only'
import { and, asc, count, desc, eq, gte, lt, or, type SQL, sql } from 'drizzle-orm'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { purchase, type TPurchaseStatus, type TPurchaseStore } from '@/db/schema/purchases'
import { escapeLikePattern } from '@/modules/admin/public'
import type { TPurchaseFilter } from './schemas'

export const PURCHASES_PAGE_SIZE = 50
const DAY_MS = 24 * 60 * 60 * 1000

export type TPurchaseRow = {
  id: string
  purchasedAt: Date
  userId: string | null
  userEmail: string | null
  product: string
  store: TPurchaseStore
  storeTransactionId: string
  status: TPurchaseStatus
  amountMinor: number | null
  currency: string | null
  refundedAt: Date | null
  source: 'webhook' | 'admin'
}

export type TPurchaseTotals = Array<{
  currency: string
  completedMinor: number
  completedCount: number
  refundedMinor: number
  refundedCount: number
}>

function filterConditions(filter: TPurchaseFilter): SQL | undefined {
  const conditions: SQL[] = []
  if (filter.user) {
    const pattern = `%${escapeLikePattern(filter.user)}%`
    conditions.push(or(eq(purchase.userId, filter.user), sql`${users.email} ilike ${pattern}`)!)
  }
  if (filter.product) conditions.push(eq(purchase.product, filter.product))
  if (filter.store) conditions.push(eq(purchase.store, filter.store))
  if (filter.status) conditions.push(eq(purchase.status, filter.status))
  if (filter.from) conditions.push(gte(purchase.purchasedAt, new Date(`${filter.from}T00:00:00Z`)))
  if (filter.to)
    conditions.push(lt(purchase.purchasedAt, new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + DAY_MS)))
  return conditions.length > 0 ? and(...conditions) : undefined
}

/** Purchases with their buyer's address (null without an account or once it is erased). */
function selectPurchases() {
  return db
    .select({
      id: purchase.id,
      purchasedAt: purchase.purchasedAt,
      userId: purchase.userId,
      userEmail: users.email,
      product: purchase.product,
      store: purchase.store,
      storeTransactionId: purchase.storeTransactionId,
      status: purchase.status,
      amountMinor: purchase.amountMinor,
      currency: purchase.currency,
      refundedAt: purchase.refundedAt,
      source: purchase.source,
    })
    .from(purchase)
    .leftJoin(users, eq(users.id, purchase.userId))
}

/** One purchase with its buyer's address (the refund confirm page), or null. */
export async function getPurchase(id: string): Promise<TPurchaseRow | null> {
  const [row] = await selectPurchases().where(eq(purchase.id, id))
  return row ?? null
}

/** One page of purchases (newest first), the number of matches and totals per currency. */
export async function listPurchases(
  filter: TPurchaseFilter,
): Promise<{ rows: TPurchaseRow[]; total: number; totals: TPurchaseTotals }> {
  const where = filterConditions(filter)
  const [rows, [total], totals] = await Promise.all([
    selectPurchases()
      .where(where)
      .orderBy(desc(purchase.purchasedAt), desc(purchase.id))
      .limit(PURCHASES_PAGE_SIZE)
      .offset((filter.page - 1) * PURCHASES_PAGE_SIZE),
    db.select({ n: count() }).from(purchase).leftJoin(users, eq(users.id, purchase.userId)).where(where),
    db
      .select({
        currency: purchase.currency,
        completedMinor:
          sql<number>`coalesce(sum(${purchase.amountMinor}) filter (where ${purchase.status} = 'completed'), 0)`.mapWith(
            Number,
          ),
        completedCount: sql<number>`count(*) filter (where ${purchase.status} = 'completed')`.mapWith(Number),
        refundedMinor:
          sql<number>`coalesce(sum(${purchase.amountMinor}) filter (where ${purchase.status} = 'refunded'), 0)`.mapWith(
            Number,
          ),
        refundedCount: sql<number>`count(*) filter (where ${purchase.status} = 'refunded')`.mapWith(Number),
      })
      .from(purchase)
      .leftJoin(users, eq(users.id, purchase.userId))
      .where(and(where, sql`${purchase.currency} is not null`))
      .groupBy(purchase.currency)
      .orderBy(asc(purchase.currency)),
  ])
  return {
    rows,
    total: total?.n ?? 0,
    totals: totals.map((row) => ({ ...row, currency: row.currency ?? '' })),
  }
}

/** Every purchase matching the filter for the CSV export, in pages (oldest first). */
export async function* iteratePurchases(
  filter: TPurchaseFilter,
  pageSize = 2_000,
): AsyncGenerator<TPurchaseRow[]> {
  const where = filterConditions(filter)
  for (let offset = 0; ; offset += pageSize) {
    const rows = await selectPurchases()
      .where(where)
      .orderBy(asc(purchase.purchasedAt), asc(purchase.id))
      .limit(pageSize)
      .offset(offset)
    if (rows.length === 0) return
    yield rows
    if (rows.length < pageSize) return
  }
}
