import 'server-only'
import { and, eq } from 'drizzle-orm'
import { db } from '@/db/client'
import { pushSubscription } from '@/db/schema/push'

export type TPushTarget = { id: string; endpoint: string; p256dh: string; auth: string }

export async function listPushTargets(userId: string): Promise<TPushTarget[]> {
  return db
    .select({
      id: pushSubscription.id,
      endpoint: pushSubscription.endpoint,
      p256dh: pushSubscription.p256dh,
      auth: pushSubscription.auth,
    })
    .from(pushSubscription)
    .where(eq(pushSubscription.userId, userId))
}

/** Whether this browser (its endpoint) receives the person's notifications. */
export async function hasPushSubscription(userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .select({ id: pushSubscription.id })
    .from(pushSubscription)
    .where(and(eq(pushSubscription.userId, userId), eq(pushSubscription.endpoint, endpoint)))
    .limit(1)
  return rows.length > 0
}
