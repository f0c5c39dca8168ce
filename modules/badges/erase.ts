import 'server-only'
import { asc, count, eq } from 'drizzle-orm'
import { badgeEarned } from '@/db/schema/badges'
import type { TEraser } from '@/modules/deletion/public'

/** The badges a person earned, with their days: part of their data export and deletion. */
export const badgesEraser: TEraser = {
  name: 'badges',
  tables: ['badge_earned'],
  async erase({ tx, subject }) {
    if (!subject.userId) return
    await tx.delete(badgeEarned).where(eq(badgeEarned.userId, subject.userId))
  },
  async describe(db, { userId }) {
    if (!userId) return {}
    const [row] = await db.select({ n: count() }).from(badgeEarned).where(eq(badgeEarned.userId, userId))
    // Counted with the rest of the quit programme's entries on the deletion page.
    return { quitCompanion: row?.n ?? 0 }
  },
  async exportData(db, { userId }) {
    if (!userId) return { badges: [] }
    const badges = await db
      .select({ badge: badgeEarned.badgeKey, earnedOn: badgeEarned.earnedOn, quitDate: badgeEarned.quitDate })
      .from(badgeEarned)
      .where(eq(badgeEarned.userId, userId))
      .orderBy(asc(badgeEarned.earnedOn), asc(badgeEarned.badgeKey))
    return { badges }
  },
}
