import 'server-only'
import { eq } from 'drizzle-orm'
import { pushSubscription } from '@/db/schema/push'
import type { TEraser } from '@/modules/deletion/public'

/** Deletion and export of the person's notification devices (the keys never leave the server). */
export const pushEraser: TEraser = {
  name: 'pushNotifications',
  tables: ['push_subscription'],
  async erase({ tx, subject }) {
    if (!subject.userId) return
    await tx.delete(pushSubscription).where(eq(pushSubscription.userId, subject.userId))
  },
  async describe(db, subject) {
    if (!subject.userId) return {}
    const rows = await db
      .select({ id: pushSubscription.id })
      .from(pushSubscription)
      .where(eq(pushSubscription.userId, subject.userId))
    return { pushDevices: rows.length }
  },
  async exportData(db, subject) {
    if (!subject.userId) return []
    const rows = await db
      .select({
        endpoint: pushSubscription.endpoint,
        userAgent: pushSubscription.userAgent,
        createdAt: pushSubscription.createdAt,
        lastDeliveredAt: pushSubscription.lastDeliveredAt,
      })
      .from(pushSubscription)
      .where(eq(pushSubscription.userId, subject.userId))
    // The push service's host says which browser maker delivers them; the rest of the address is
    // a bearer capability for that device and stays out of a file people download and share.
    return rows.map(({ endpoint, ...row }) => ({ pushService: new URL(endpoint).host, ...row }))
  },
}
