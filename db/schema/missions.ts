import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'

// The daily missions of the quit programme (modules/missions): which mission a person marked
// done or skipped, with the answer they wrote. Health data: only its owner reads it, admins see
// counts per mission, export and deletion cover it (modules/deletion/registry.ts).

export const MISSION_STATUSES = ['done', 'skipped'] as const
export type TMissionStatus = (typeof MISSION_STATUSES)[number]

/** One row per person and mission; marking it again replaces the row (a new answer, or undone). */
export const missionProgress = pgTable(
  'mission_progress',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A key of the mission catalogue (modules/missions/catalogue.ts). */
    missionKey: text().notNull(),
    status: text({ enum: MISSION_STATUSES }).notNull(),
    /** What the person wrote for a mission that asks for it (their triggers, their plan). */
    answer: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.missionKey] }),
    index('mission_progress_key_idx').on(table.missionKey, table.status),
    check('mission_progress_status', sql`${table.status} in ('done', 'skipped')`),
    check('mission_progress_answer_length', sql`char_length(${table.answer}) <= 2000`),
  ],
)
