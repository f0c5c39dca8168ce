import 'server-only'
import { count, eq } from 'drizzle-orm'
import { copingPlan, copingPlanSettings } from '@/db/schema/coping-plans'
import type { TEraser } from '@/modules/deletion/public'

/** The person's if-then plans and their reminder choice: part of their data export and deletion. */
export const copingPlansEraser: TEraser = {
  name: 'copingPlans',
  tables: ['coping_plan', 'coping_plan_settings'],
  async erase({ tx, subject }) {
    if (!subject.userId) return
    await tx.delete(copingPlan).where(eq(copingPlan.userId, subject.userId))
    await tx.delete(copingPlanSettings).where(eq(copingPlanSettings.userId, subject.userId))
  },
  async describe(db, { userId }) {
    if (!userId) return {}
    const [row] = await db.select({ n: count() }).from(copingPlan).where(eq(copingPlan.userId, userId))
    // Counted with the rest of the quit programme's entries on the deletion page.
    return { quitCompanion: row?.n ?? 0 }
  },
  async exportData(db, { userId }) {
    if (!userId) return { plans: [], settings: null }
    const plans = await db
      .select({
        trigger: copingPlan.trigger,
        situation: copingPlan.situation,
        action: copingPlan.action,
        createdAt: copingPlan.createdAt,
      })
      .from(copingPlan)
      .where(eq(copingPlan.userId, userId))
      .orderBy(copingPlan.id)
    const [settings] = await db
      .select({
        riskyHourEmails: copingPlanSettings.riskyHourEmails,
        riskyHourPush: copingPlanSettings.riskyHourPush,
      })
      .from(copingPlanSettings)
      .where(eq(copingPlanSettings.userId, userId))
    return { plans, settings: settings ?? null }
  },
}
