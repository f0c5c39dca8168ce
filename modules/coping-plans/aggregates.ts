import 'server-only'
import { count, countDistinct } from 'drizzle-orm'
import { db } from '@/db/client'
import { copingPlan } from '@/db/schema/coping-plans'

/** What admins see of the if-then plans: totals over everybody, never a plan's words. */
export type TCopingPlanAggregates = { peopleWithPlans: number; plansWritten: number }

export async function getCopingPlanAggregates(): Promise<TCopingPlanAggregates> {
  const [row] = await db.select({ people: countDistinct(copingPlan.userId), plans: count() }).from(copingPlan)
  return { peopleWithPlans: row?.people ?? 0, plansWritten: row?.plans ?? 0 }
}
