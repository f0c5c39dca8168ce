import { sql } from 'drizzle-orm'
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * A smoke-free challenge among friends. The id is the public, unguessable handle of the invite
 * link `/challenge-invite/{id}`. When the owner's account is erased the challenge stays for the
 * others (owner set to null); the owner's own participation is erased with the account.
 */
export const challenge = pgTable(
  'challenge',
  {
    id: text().primaryKey(),
    ownerId: text().references(() => users.id, { onDelete: 'set null' }),
    /** One of the offered titles (modules/challenges/calendar.ts), or null with a custom title. */
    titleKey: text(),
    customTitle: text(),
    startsOn: date({ mode: 'string' }).notNull(),
    lengthDays: integer().notNull(),
    maxParticipants: integer().notNull(),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('challenge_owner_idx').on(table.ownerId),
    check('challenge_length_allowed', sql`${table.lengthDays} in (7, 14, 30)`),
    check('challenge_max_participants_range', sql`${table.maxParticipants} between 2 and 50`),
    check('challenge_has_one_title', sql`(${table.titleKey} is null) <> (${table.customTitle} is null)`),
  ],
)

export const challengeParticipant = pgTable(
  'challenge_participant',
  {
    challengeId: text()
      .notNull()
      .references(() => challenge.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.challengeId, table.userId] }),
    index('challenge_participant_user_idx').on(table.userId),
  ],
)

/** A day a participant reports as smoke-free; at most one row per participant and day. */
export const challengeCheckIn = pgTable(
  'challenge_check_in',
  {
    challengeId: text().notNull(),
    userId: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.challengeId, table.userId, table.day] }),
    foreignKey({
      name: 'challenge_check_in_participant_fk',
      columns: [table.challengeId, table.userId],
      foreignColumns: [challengeParticipant.challengeId, challengeParticipant.userId],
    }).onDelete('cascade'),
  ],
)
