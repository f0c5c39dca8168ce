import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * A code campaign: a batch of redeemable codes for one product or benefit. Created by an admin
 * (`/admin/code-campaigns`); the codes are generated in the same transaction.
 */
export const codeCampaign = pgTable(
  'code_campaign',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** What a redemption grants, e.g. "premium-30-days" (modules/codes/schemas.ts). */
    benefit: text().notNull(),
    codeCount: integer().notNull(),
    maxRedemptionsPerCode: integer().notNull(),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    enabled: boolean().notNull().default(true),
    /** The admin who created it; an id only (like the audit log), kept when that account goes. */
    createdBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('code_campaign_created_idx').on(table.createdAt),
    check('code_campaign_code_count_range', sql`${table.codeCount} between 1 and 100000`),
    check('code_campaign_max_redemptions_range', sql`${table.maxRedemptionsPerCode} between 1 and 1000000`),
    check(
      'code_campaign_valid_range',
      sql`${table.validFrom} is null or ${table.validUntil} is null or ${table.validFrom} < ${table.validUntil}`,
    ),
  ],
)

/**
 * One code, stored normalized: 10 characters of the alphabet in modules/codes/code-format.ts,
 * without the group separator. `redemptionCount` is the counter the redemption locks and raises,
 * so it never passes the campaign's maximum.
 */
export const redeemableCode = pgTable(
  'redeemable_code',
  {
    id: uuid().primaryKey().defaultRandom(),
    campaignId: uuid()
      .notNull()
      .references(() => codeCampaign.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    enabled: boolean().notNull().default(true),
    redemptionCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('redeemable_code_code_idx').on(table.code),
    index('redeemable_code_campaign_idx').on(table.campaignId, table.code),
    check('redeemable_code_count_not_negative', sql`${table.redemptionCount} >= 0`),
  ],
)

/**
 * A redemption of a code by a user. When the account is erased the row stays for the
 * campaign's numbers, without the user (modules/codes/eraser.ts).
 */
export const codeRedemption = pgTable(
  'code_redemption',
  {
    id: uuid().primaryKey().defaultRandom(),
    codeId: uuid()
      .notNull()
      .references(() => redeemableCode.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A user redeems a given code once; erased users (null) do not count.
    uniqueIndex('code_redemption_code_user_idx').on(table.codeId, table.userId),
    index('code_redemption_user_idx').on(table.userId),
  ],
)

export type TCodeCampaign = typeof codeCampaign.$inferSelect
export type TRedeemableCode = typeof redeemableCode.$inferSelect
