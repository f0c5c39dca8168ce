import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * ALTCHA challenges already answered (modules/bot-check): a solved challenge is accepted once.
 * Kept until the challenge itself expires; later rows are swept. Not used when REDIS_URL is set.
 */
export const usedBotChallenges = pgTable(
  'used_bot_challenges',
  {
    nonce: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('used_bot_challenges_expires_at_idx').on(table.expiresAt)],
)
