import 'server-only'
import { asc, desc, eq } from 'drizzle-orm'
import { db } from '@/db/client'
import { copingPlan, copingPlanSettings } from '@/db/schema/coping-plans'
import type { TRiskyHourSettings } from './schemas'

export type TCopingPlanView = { id: number; trigger: string; situation: string; action: string }

/** The person's plans, oldest first (the index on user and id serves it). */
export async function listCopingPlans(userId: string): Promise<TCopingPlanView[]> {
  return db
    .select({
      id: copingPlan.id,
      trigger: copingPlan.trigger,
      situation: copingPlan.situation,
      action: copingPlan.action,
    })
    .from(copingPlan)
    .where(eq(copingPlan.userId, userId))
    .orderBy(asc(copingPlan.id))
}

export async function getRiskyHourSettings(userId: string): Promise<TRiskyHourSettings> {
  const [row] = await db
    .select({
      riskyHourEmails: copingPlanSettings.riskyHourEmails,
      riskyHourPush: copingPlanSettings.riskyHourPush,
    })
    .from(copingPlanSettings)
    .where(eq(copingPlanSettings.userId, userId))
  return row ?? { riskyHourEmails: false, riskyHourPush: false }
}

/** Everybody who asked for the risky-hour reminder, newest settings last. */
export async function listRiskyHourSubscribers() {
  return db
    .select({
      userId: copingPlanSettings.userId,
      byEmail: copingPlanSettings.riskyHourEmails,
      byPush: copingPlanSettings.riskyHourPush,
    })
    .from(copingPlanSettings)
    .orderBy(desc(copingPlanSettings.updatedAt))
}
