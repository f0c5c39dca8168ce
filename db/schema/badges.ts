import { date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { users } from './auth'

// Badges (modules/badges): what a person has earned, with the day. Stored, not recomputed, so a
// slip or a fresh start never takes one away (decision 066). Only its owner reads it; admins see
// counts per badge; export and deletion cover it (modules/deletion/registry.ts).

export const badgeEarned = pgTable(
  'badge_earned',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A key of the badge catalogue (modules/badges/catalogue.ts), e.g. `smoke-free-7`. */
    badgeKey: text().notNull(),
    earnedOn: date({ mode: 'string' }).notNull(),
    /** The quit date of the attempt it was earned in: the history of an earlier attempt. */
    quitDate: date({ mode: 'string' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.badgeKey] }),
    index('badge_earned_key_idx').on(table.badgeKey),
  ],
)
