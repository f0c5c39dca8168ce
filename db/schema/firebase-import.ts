import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * Who each imported Firebase account became here (`npm run import:firebase-users`): the old uid
 * finds its owner when data keyed by it is moved later, and makes a second run skip the account.
 * Erased with the account (modules/firebase-import/erase.ts).
 */
export const importedFirebaseUids = pgTable(
  'imported_firebase_uids',
  {
    firebaseUid: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('imported_firebase_uids_user_id_idx').on(table.userId)],
)

/**
 * Keyed hashes (lib/hashing.ts) of the uids of imported accounts that were erased since: a later
 * run of the import must not bring a deleted account back. The hash identifies nobody by itself.
 */
export const erasedFirebaseUids = pgTable('erased_firebase_uids', {
  uidHash: text().primaryKey(),
  erasedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
