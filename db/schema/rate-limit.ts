import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Fixed-window counters for the newsletter and deletion request forms (per IP, per address).
 * Keys are keyed hashes, never a raw IP or address, so the table holds no personal data.
 * db/rate-limit.ts uses it when no Redis is configured (decision 032).
 */
export const actionRateLimit = pgTable('action_rate_limit', {
  key: text().primaryKey(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
  count: integer().notNull(),
})
