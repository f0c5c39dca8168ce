import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'

// If-then coping plans (modules/coping-plans): "If [situation], then I will [action]", each for
// one craving trigger, and the person's choice of a reminder before their risky hours. Health
// data: only its owner reads it; export and deletion cover it.

export const copingPlan = pgTable(
  'coping_plan',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of the companion's craving triggers (CRAVING_TRIGGERS), so /craving can pick the plan. */
    trigger: text().notNull(),
    situation: text().notNull(),
    action: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coping_plan_user_idx').on(table.userId, table.id),
    check('coping_plan_situation_length', sql`char_length(${table.situation}) between 1 and 200`),
    check('coping_plan_action_length', sql`char_length(${table.action}) between 1 and 200`),
  ],
)

/** The opt-in for a plan reminder shortly before the hour the person's own log shows is risky. */
export const copingPlanSettings = pgTable('coping_plan_settings', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  riskyHourEmails: boolean().notNull().default(false),
  riskyHourPush: boolean().notNull().default(false),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
})
