import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { newsletterSubscription } from './newsletter'

export const broadcastStatuses = ['draft', 'sending', 'paused', 'completed'] as const
export const deliveryStatuses = ['pending', 'claimed', 'sending', 'sent', 'failed', 'skipped'] as const

/**
 * A newsletter broadcast (`/admin/email`): written per locale, then sent to the confirmed
 * subscribers of the chosen locales. Sending is a durable job made of `broadcast_delivery` rows.
 */
export const broadcast = pgTable(
  'broadcast',
  {
    id: uuid().primaryKey().defaultRandom(),
    status: text({ enum: broadcastStatuses }).notNull().default('draft'),
    /** The locales it goes to; fixed when sending starts. */
    locales: text().array().notNull().default(sql`'{}'::text[]`),
    createdBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    startedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('broadcast_created_idx').on(table.createdAt)],
)

/** Subject and Markdown body of a broadcast in one locale. */
export const broadcastContent = pgTable(
  'broadcast_content',
  {
    broadcastId: uuid()
      .notNull()
      .references(() => broadcast.id, { onDelete: 'cascade' }),
    locale: text().notNull(),
    subject: text().notNull(),
    bodyMarkdown: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.broadcastId, table.locale] })],
)

/**
 * One recipient of a broadcast, created for every confirmed subscriber when sending starts.
 * Unique per (broadcast, subscription), so nobody is queued twice. Workers claim pending rows
 * with `FOR UPDATE SKIP LOCKED` under a lease (modules/broadcasts/worker.ts):
 * pending → claimed → sending → sent | failed | skipped. The address is read from the
 * subscription at send time, so an unsubscribe during the send is honoured and no address is
 * copied here.
 */
export const broadcastDelivery = pgTable(
  'broadcast_delivery',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    broadcastId: uuid()
      .notNull()
      .references(() => broadcast.id, { onDelete: 'cascade' }),
    subscriptionId: uuid().references(() => newsletterSubscription.id, { onDelete: 'set null' }),
    locale: text().notNull(),
    status: text({ enum: deliveryStatuses }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    /** Until when the claiming worker owns the row; a row past its lease is recovered. */
    leaseUntil: timestamp({ withTimezone: true }),
    claimedBy: text(),
    /** The Message-ID the mail was sent with (deterministic per row, see worker.ts). */
    messageId: text(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
  },
  (table) => [
    uniqueIndex('broadcast_delivery_recipient_idx').on(table.broadcastId, table.subscriptionId),
    index('broadcast_delivery_status_idx').on(table.broadcastId, table.status),
    index('broadcast_delivery_pending_idx')
      .on(table.broadcastId, table.id)
      .where(sql`${table.status} = 'pending'`),
    index('broadcast_delivery_lease_idx')
      .on(table.leaseUntil)
      .where(sql`${table.status} in ('claimed', 'sending')`),
  ],
)

export type TBroadcast = typeof broadcast.$inferSelect
export type TBroadcastStatus = (typeof broadcastStatuses)[number]
export type TDeliveryStatus = (typeof deliveryStatuses)[number]
