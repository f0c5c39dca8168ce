import 'server-only'
import { eq, sql } from 'drizzle-orm'
import { broadcast, broadcastDelivery } from '@/db/schema/broadcasts'
import { escapeRegExp } from '@/lib/text'
import type { TEraser } from '@/modules/deletion/public'

/**
 * Broadcasts an admin created forget who created them; a delivery error text that quotes the
 * address (an SMTP rejection) loses it.
 */
export const broadcastsEraser: TEraser = {
  name: 'broadcasts',
  tables: ['broadcast', 'broadcast_delivery'],
  async erase({ tx, subject: { userId, email } }) {
    if (userId) await tx.update(broadcast).set({ createdBy: null }).where(eq(broadcast.createdBy, userId))
    await tx
      .update(broadcastDelivery)
      .set({
        error: sql`regexp_replace(${broadcastDelivery.error}, ${escapeRegExp(email)}, '[erased]', 'gi')`,
      })
      .where(sql`${broadcastDelivery.error} ~* ${escapeRegExp(email)}`)
  },
}
