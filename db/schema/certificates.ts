import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * A smoke-free certificate. Its id is the public, unguessable handle in `/certificate/{id}`
 * (base64url of 18 random bytes, modules/certificates/unguessable-id.ts). Erased with its owner.
 */
export const certificate = pgTable(
  'certificate',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text().notNull(),
    quitDate: date({ mode: 'string' }).notNull(),
    cigarettesPerDay: integer(),
    /** Price of one pack in minor units (cents) of `currency`. */
    packPriceMinor: integer(),
    packSize: integer().notNull().default(20),
    /** ISO 4217 code, set together with the price. */
    currency: text(),
    message: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('certificate_user_idx').on(table.userId, table.createdAt),
    check(
      'certificate_price_has_currency',
      sql`(${table.packPriceMinor} is null) = (${table.currency} is null)`,
    ),
    check('certificate_cigarettes_range', sql`${table.cigarettesPerDay} between 1 and 200`),
    check('certificate_pack_size_range', sql`${table.packSize} between 1 and 100`),
  ],
)
