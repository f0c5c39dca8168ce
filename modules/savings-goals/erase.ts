import 'server-only'
import { asc, count, eq } from 'drizzle-orm'
import { savingsGoal } from '@/db/schema/savings-goals'
import type { TEraser } from '@/modules/deletion/public'

/** The person's savings goals: part of their data export and deletion. */
export const savingsGoalsEraser: TEraser = {
  name: 'savingsGoals',
  tables: ['savings_goal'],
  async erase({ tx, subject }) {
    if (!subject.userId) return
    await tx.delete(savingsGoal).where(eq(savingsGoal.userId, subject.userId))
  },
  async describe(db, { userId }) {
    if (!userId) return {}
    const [row] = await db.select({ n: count() }).from(savingsGoal).where(eq(savingsGoal.userId, userId))
    // Counted with the rest of the quit programme's entries on the deletion page.
    return { quitCompanion: row?.n ?? 0 }
  },
  async exportData(db, { userId }) {
    if (!userId) return { goals: [] }
    const goals = await db
      .select({
        name: savingsGoal.name,
        priceMinor: savingsGoal.priceMinor,
        reachedOn: savingsGoal.reachedOn,
        celebratedAt: savingsGoal.celebratedAt,
        createdAt: savingsGoal.createdAt,
      })
      .from(savingsGoal)
      .where(eq(savingsGoal.userId, userId))
      .orderBy(asc(savingsGoal.id))
    return { goals }
  },
}
