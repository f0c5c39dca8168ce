import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * A public deletion request (`/start-data-deletion`) waiting for its mailed confirmation link:
 * the token is stored as SHA-256, works once and for 24 hours. The row holds the address only
 * until the request is carried out (the deletion removes every request for that address) or
 * expires (swept when new requests come in).
 */
export const dataDeletionRequest = pgTable(
  'data_deletion_request',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    email: text().notNull(),
    locale: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('data_deletion_request_email_idx').on(table.email)],
)
