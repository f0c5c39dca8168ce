import 'server-only'
import { count, eq } from 'drizzle-orm'
import { missionProgress } from '@/db/schema/missions'
import type { TEraser } from '@/modules/deletion/public'

/** The missions a person marked, with their answers: part of their data export and deletion. */
export const missionsEraser: TEraser = {
  name: 'missions',
  tables: ['mission_progress'],
  async erase({ tx, subject }) {
    if (!subject.userId) return
    await tx.delete(missionProgress).where(eq(missionProgress.userId, subject.userId))
  },
  async describe(db, { userId }) {
    if (!userId) return {}
    const [row] = await db
      .select({ n: count() })
      .from(missionProgress)
      .where(eq(missionProgress.userId, userId))
    // Counted with the rest of the quit programme's entries on the deletion page.
    return { quitCompanion: row?.n ?? 0 }
  },
  async exportData(db, { userId }) {
    if (!userId) return { missions: [] }
    const missions = await db
      .select({
        mission: missionProgress.missionKey,
        status: missionProgress.status,
        answer: missionProgress.answer,
        updatedAt: missionProgress.updatedAt,
      })
      .from(missionProgress)
      .where(eq(missionProgress.userId, userId))
      .orderBy(missionProgress.updatedAt)
    return { missions }
  },
}
