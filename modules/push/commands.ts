import 'server-only'
import { and, eq, sql } from 'drizzle-orm'
import { db } from '@/db/client'
import { pushSubscription } from '@/db/schema/push'
import type { TPushSubscriptionInput } from './schemas'

/**
 * Keeps a device's subscription for the person. A browser has one endpoint; if another account
 * subscribed on it before (a shared computer), the device now belongs to this one.
 */
export async function savePushSubscription(
  userId: string,
  input: TPushSubscriptionInput,
  userAgent: string | null,
): Promise<void> {
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  }
  await db
    .insert(pushSubscription)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscription.endpoint,
      set: { ...values, failures: 0, createdAt: sql`now()` },
    })
}

/** Turns notifications off on one device of the person (another person's endpoint is left alone). */
export async function removePushSubscription(userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscription)
    .where(and(eq(pushSubscription.userId, userId), eq(pushSubscription.endpoint, endpoint)))
    .returning({ id: pushSubscription.id })
  return removed.length > 0
}
