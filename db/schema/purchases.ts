import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'

export const purchaseStores = ['app-store', 'google-play', 'web', 'manual'] as const
export const purchaseStatuses = ['completed', 'refunded'] as const

/**
 * One purchase, from a store notification (`POST /api/purchases/webhook`) or granted by an admin.
 * (store, storeTransactionId) is unique: a notification delivered twice finds its row and changes
 * nothing. Kept for accounting when the buyer's account is erased: the user is set to null
 * (modules/purchases/eraser.ts), amounts and dates stay.
 */
export const purchase = pgTable(
  'purchase',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    store: text({ enum: purchaseStores }).notNull(),
    storeTransactionId: text().notNull(),
    product: text().notNull(),
    status: text({ enum: purchaseStatuses }).notNull().default('completed'),
    /** Price in minor units (cents) of `currency`; both null for a free grant. */
    amountMinor: integer(),
    /** ISO 4217, upper case. */
    currency: text(),
    purchasedAt: timestamp({ withTimezone: true }).notNull(),
    refundedAt: timestamp({ withTimezone: true }),
    source: text({ enum: ['webhook', 'admin'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('purchase_store_transaction_idx').on(table.store, table.storeTransactionId),
    index('purchase_purchased_at_idx').on(table.purchasedAt),
    index('purchase_user_idx').on(table.userId),
    index('purchase_product_idx').on(table.product, table.purchasedAt),
    check('purchase_price_has_currency', sql`(${table.amountMinor} is null) = (${table.currency} is null)`),
    check('purchase_amount_not_negative', sql`${table.amountMinor} >= 0`),
    check('purchase_refund_time', sql`(${table.status} = 'refunded') = (${table.refundedAt} is not null)`),
  ],
)

export type TPurchase = typeof purchase.$inferSelect
export type TPurchaseStore = (typeof purchaseStores)[number]
export type TPurchaseStatus = (typeof purchaseStatuses)[number]
