import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'

/**
 * One browser's Web Push subscription (a device that said yes to notifications). The endpoint is
 * the push service's address for that browser and is unique; its keys encrypt what we send
 * (RFC 8291). Removed when the push service says it is gone (404/410), when the person turns
 * notifications off on that device, and with the account (modules/push/erase.ts).
 */
export const pushSubscription = pgTable(
  'push_subscription',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    /** The browser's P-256 public key and auth secret, base64url (PushSubscription.getKey). */
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** What the person may recognise the device by in their data export ("Chrome on Android"). */
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastDeliveredAt: timestamp({ withTimezone: true }),
    /** Failed deliveries in a row (network, 5xx); reset by a success. */
    failures: integer().notNull().default(0),
  },
  (table) => [index('push_subscription_user_idx').on(table.userId)],
)
