import 'server-only'
import { and, count, eq, or, sql } from 'drizzle-orm'
import { db } from '@/db/client'
import { pushSubscription } from '@/db/schema/push'
import type { TPushSubscriptionInput } from './schemas'

/** Devices one person may have notifications on: more than anyone owns, few enough to bound a pass. */
export const PUSH_DEVICES_MAX = 10

export type TSaveOutcome = 'saved' | 'too-many-devices' | 'endpoint-taken'

/**
 * Keeps a device's subscription for the person. A browser has one endpoint; when another account
 * subscribed on it before (a shared computer), the device moves to this one only when the keys
 * are the same too: only that browser knows them, while an endpoint alone may have leaked. At
 * most PUSH_DEVICES_MAX devices a person (counted under a per-person lock).
 */
export async function savePushSubscription(
  userId: string,
  input: TPushSubscriptionInput,
  userAgent: string | null,
): Promise<TSaveOutcome> {
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`push-devices:${userId}`}))`)
    const [own] = await tx
      .select({ n: count() })
      .from(pushSubscription)
      .where(and(eq(pushSubscription.userId, userId), sql`${pushSubscription.endpoint} <> ${input.endpoint}`))
    if ((own?.n ?? 0) >= PUSH_DEVICES_MAX) return 'too-many-devices'
    const saved = await tx
      .insert(pushSubscription)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscription.endpoint,
        set: { ...values, failures: 0, createdAt: sql`now()` },
        setWhere: or(
          eq(pushSubscription.userId, userId),
          and(eq(pushSubscription.p256dh, values.p256dh), eq(pushSubscription.auth, values.auth)),
        ),
      })
      .returning({ id: pushSubscription.id })
    return saved.length > 0 ? 'saved' : 'endpoint-taken'
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
