import { sql } from 'drizzle-orm'
import { boolean, check, date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth'

// Stop-smoking medicines (modules/medicines): what the person uses since when, and whether they
// took it on a day (asked in the daily check-in). Health data: only its owner reads it; admins
// see the share of people with a medicine; export and deletion cover it.

export const MEDICINES = [
  'nrt-patch',
  'nrt-gum',
  'nrt-lozenge',
  'nrt-mouth-spray',
  'nrt-inhalator',
  'varenicline',
  'cytisine',
  'bupropion',
] as const
export type TMedicine = (typeof MEDICINES)[number]

/** The medicine a person uses now; no row means none. */
export const medicineUse = pgTable(
  'medicine_use',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    medicine: text({ enum: MEDICINES }).notNull(),
    startedOn: date({ mode: 'string' }).notNull(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check(
      'medicine_use_medicine',
      sql`${table.medicine} in (${sql.raw(MEDICINES.map((medicine) => `'${medicine}'`).join(', '))})`,
    ),
  ],
)

/** "Taken today?" of the daily check-in, one row per person and local day. */
export const medicineIntake = pgTable(
  'medicine_intake',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    medicine: text({ enum: MEDICINES }).notNull(),
    taken: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
)
