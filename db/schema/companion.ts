import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './auth'

export const PLAN_MODES = ['quit', 'cut-down'] as const
export type TPlanMode = (typeof PLAN_MODES)[number]

// The quit companion (/progress, /craving): personal health data. Only its owner reads it;
// admins see aggregates; export and deletion cover every table (modules/deletion/registry.ts).

/** A person's quit plan, one per account, the base of every counter on /progress. */
export const quitPlan = pgTable(
  'quit_plan',
  {
    userId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** First smoke-free day; may lie ahead (countdown) and moves when the person starts again. */
    quitDate: date({ mode: 'string' }).notNull(),
    /**
     * 'quit' (stop on the quit date) or 'cut-down' (decision 067): from `cutDownFrom` the daily
     * number falls from `cigarettesPerDay` to none on `quitDate`, the target date, until the
     * person switches to a quit date; counters and milestones start only then.
     */
    mode: text({ enum: PLAN_MODES }).notNull().default('quit'),
    cutDownFrom: date({ mode: 'string' }),
    cigarettesPerDay: integer().notNull(),
    /** Price of one pack in minor units (cents) of `currency`. */
    packPriceMinor: integer().notNull(),
    packSize: integer().notNull().default(20),
    /** ISO 4217 code. */
    currency: text().notNull(),
    /** Up to five reasons to quit, in the person's words. */
    reasons: text().array().notNull().default(sql`'{}'::text[]`),
    /** IANA zone of the person's last form (from the browser): it decides what "today" is. */
    timeZone: text().notNull().default('UTC'),
    /** Opt-in: a mail on milestone days (modules/companion/reminders.ts). */
    milestoneEmails: boolean().notNull().default(false),
    /** Opt-in: a daily "how was today?" mail at `dailyReminderTime` (HH:MM local) without a check-in. */
    dailyReminderEmails: boolean().notNull().default(false),
    /** Opt-in: the same reminders as Web Push notifications on the person's devices (modules/push). */
    milestonePush: boolean().notNull().default(false),
    dailyReminderPush: boolean().notNull().default(false),
    dailyReminderTime: text().notNull().default('19:00'),
    /** Secret of the one-click unsubscribe link in reminder mails (RFC 8058). */
    reminderToken: text()
      .notNull()
      .unique()
      // 122 random bits from PostgreSQL's built-in gen_random_uuid().
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    check('quit_plan_cigarettes_range', sql`${table.cigarettesPerDay} between 1 and 200`),
    check('quit_plan_pack_size_range', sql`${table.packSize} between 1 and 100`),
    check('quit_plan_price_range', sql`${table.packPriceMinor} between 1 and 999999`),
    check(
      'quit_plan_daily_reminder_time',
      sql`${table.dailyReminderTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`,
    ),
    check('quit_plan_mode', sql`${table.mode} in ('quit', 'cut-down')`),
    check('quit_plan_reasons_count', sql`coalesce(array_length(${table.reasons}, 1), 0) <= 5`),
  ],
)

/**
 * The daily check-in: one row per person and local day, edited (not added) on the same day.
 * A slip is `smokeFree = false` with the cigarettes smoked; it never changes the plan by itself.
 */
export const dailyCheckIn = pgTable(
  'daily_check_in',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    smokeFree: boolean().notNull(),
    cigarettesSmoked: integer().notNull().default(0),
    /** 1 (very bad) to 5 (very good), optional. */
    mood: integer(),
    /** 0 (none) to 10 (overwhelming), optional. */
    cravingLevel: integer(),
    /** While cutting down: the day's target number when the check-in was saved (decision 067). */
    target: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    uniqueIndex('daily_check_in_user_day_key').on(table.userId, table.day),
    index('daily_check_in_day_idx').on(table.day),
    check(
      'daily_check_in_cigarettes_match',
      sql`(${table.smokeFree} and ${table.cigarettesSmoked} = 0) or (not ${table.smokeFree} and ${table.cigarettesSmoked} between 1 and 200)`,
    ),
    check('daily_check_in_mood_range', sql`${table.mood} between 1 and 5`),
    check('daily_check_in_target_range', sql`${table.target} between 0 and 200`),
    check('daily_check_in_craving_range', sql`${table.cravingLevel} between 0 and 10`),
  ],
)

/** A craving the person logged ("log this craving" on /craving), with what set it off. */
export const cravingLog = pgTable(
  'craving_log',
  {
    id: serial().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 (mild) to 5 (very strong). */
    intensity: integer().notNull(),
    /** One of CRAVING_TRIGGERS (modules/companion/schemas.ts). */
    trigger: text().notNull(),
    loggedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('craving_log_user_idx').on(table.userId, table.loggedAt),
    check('craving_log_intensity_range', sql`${table.intensity} between 1 and 5`),
  ],
)

/**
 * Reminders already sent: the unique key makes each one go out once, across restarts and
 * instances (the row is written in the same transaction as the mail is handed over).
 */
export const reminderSent = pgTable(
  'reminder_sent',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * 'milestone' (key: `day-<smoke-free day>`, taken again after a window; rows of before that
     * rule name the quit date too, `<quit date>:<day>`) or 'daily' (key: the local date).
     */
    kind: text().notNull(),
    key: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.key] })],
)
