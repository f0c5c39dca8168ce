import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'

// Savings goals (modules/savings-goals): what a person saves for with the money they no longer
// spend on cigarettes, one after the other. Personal data: only its owner reads it; admins see
// counts; export and deletion cover it (modules/deletion/registry.ts).

/**
 * One goal; a person's goals are reached in the order they were added (decision 066). The price is
 * in the currency of the person's quit plan, in minor units.
 */
export const savingsGoal = pgTable(
  'savings_goal',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    priceMinor: integer().notNull(),
    /** The local day the money kept first covered it; a reached goal stays reached after a slip. */
    reachedOn: date({ mode: 'string' }),
    /** When /progress showed the celebration: it is shown once. */
    celebratedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('savings_goal_user_idx').on(table.userId, table.id),
    check('savings_goal_name_length', sql`char_length(${table.name}) between 1 and 80`),
    check('savings_goal_price_range', sql`${table.priceMinor} between 1 and 99999999`),
  ],
)
