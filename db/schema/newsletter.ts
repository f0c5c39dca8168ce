import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/**
 * One newsletter subscription with its consent proof. The id is random and unguessable: it is
 * the unsubscribe handle in every mail (`/unsubscribe/{id}`). When the subscriber leaves, the
 * row stays as proof of the consent once given, but the address is replaced by a keyed hash
 * (`emailHash`), so it can never be mailed again; a new subscription starts a new row.
 */
export const newsletterSubscription = pgTable(
  'newsletter_subscription',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Normalized (trimmed, lower-case) address; null once unsubscribed or erased. */
    email: text(),
    /** Keyed hash of the normalized address, kept after unsubscribe (modules/newsletter/email-hash.ts). */
    emailHash: text().notNull(),
    /** The address as shown on the unsubscribe page, e.g. "j•••@e•••.com". */
    maskedEmail: text().notNull(),
    status: text({ enum: ['pending', 'active', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    locale: text().notNull(),
    // Consent proof (docs/ARCHITECTURE.md, product rules): when, from where, which text.
    consentAt: timestamp({ withTimezone: true }).notNull(),
    consentIp: text(),
    consentUserAgent: text(),
    consentTextVersion: text().notNull(),
    consentSourcePage: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    // One live (pending or active) subscription per address; unsubscribed rows are history.
    uniqueIndex('newsletter_subscription_live_email_idx')
      .on(table.email)
      .where(sql`${table.status} <> 'unsubscribed'`),
    index('newsletter_subscription_email_hash_idx').on(table.emailHash),
  ],
)

/** Double opt-in tokens: random, stored as SHA-256, single-use, 7 days. */
export const newsletterVerificationToken = pgTable(
  'newsletter_verification_token',
  {
    tokenHash: text().primaryKey(),
    subscriptionId: uuid()
      .notNull()
      .references(() => newsletterSubscription.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('newsletter_verification_token_subscription_idx').on(table.subscriptionId)],
)

export type TNewsletterSubscription = typeof newsletterSubscription.$inferSelect
