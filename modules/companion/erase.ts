import 'server-only'
import { count, eq } from 'drizzle-orm'
import { cravingLog, dailyCheckIn, quitPlan, reminderSent } from '@/db/schema/companion'
import type { TEraser } from '@/modules/deletion/public'

/**
 * The quit companion's part of a data deletion and export: the plan with its reasons, every
 * check-in and every logged craving are the person's health data and leave with the account.
 */
export const companionEraser: TEraser = {
  name: 'quitCompanion',
  tables: ['quit_plan', 'daily_check_in', 'craving_log', 'reminder_sent'],
  async erase({ tx, subject }) {
    if (!subject.userId) return
    await tx.delete(reminderSent).where(eq(reminderSent.userId, subject.userId))
    await tx.delete(cravingLog).where(eq(cravingLog.userId, subject.userId))
    await tx.delete(dailyCheckIn).where(eq(dailyCheckIn.userId, subject.userId))
    await tx.delete(quitPlan).where(eq(quitPlan.userId, subject.userId))
  },
  async describe(db, { userId }) {
    if (!userId) return {}
    const [plans] = await db.select({ n: count() }).from(quitPlan).where(eq(quitPlan.userId, userId))
    const [checkIns] = await db
      .select({ n: count() })
      .from(dailyCheckIn)
      .where(eq(dailyCheckIn.userId, userId))
    const [cravings] = await db.select({ n: count() }).from(cravingLog).where(eq(cravingLog.userId, userId))
    return { quitCompanion: (plans?.n ?? 0) + (checkIns?.n ?? 0) + (cravings?.n ?? 0) }
  },
  async exportData(db, { userId }) {
    if (!userId) return { plan: null, checkIns: [], cravings: [], remindersSent: [] }
    const [plan] = await db.select().from(quitPlan).where(eq(quitPlan.userId, userId))
    const checkIns = await db
      .select({
        day: dailyCheckIn.day,
        smokeFree: dailyCheckIn.smokeFree,
        cigarettesSmoked: dailyCheckIn.cigarettesSmoked,
        mood: dailyCheckIn.mood,
        cravingLevel: dailyCheckIn.cravingLevel,
        target: dailyCheckIn.target,
        createdAt: dailyCheckIn.createdAt,
        updatedAt: dailyCheckIn.updatedAt,
      })
      .from(dailyCheckIn)
      .where(eq(dailyCheckIn.userId, userId))
      .orderBy(dailyCheckIn.day)
    const cravings = await db
      .select({ intensity: cravingLog.intensity, trigger: cravingLog.trigger, loggedAt: cravingLog.loggedAt })
      .from(cravingLog)
      .where(eq(cravingLog.userId, userId))
      .orderBy(cravingLog.loggedAt)
    const remindersSent = await db
      .select({ kind: reminderSent.kind, key: reminderSent.key, sentAt: reminderSent.sentAt })
      .from(reminderSent)
      .where(eq(reminderSent.userId, userId))
    // The unsubscribe secret is not data about the person.
    const {
      userId: _owner,
      reminderToken: _secret,
      ...planData
    } = plan ?? { userId: null, reminderToken: null }
    return { plan: plan ? planData : null, checkIns, cravings, remindersSent }
  },
}
