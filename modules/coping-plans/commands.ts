import 'server-only'
import { and, count, eq } from 'drizzle-orm'
import { db } from '@/db/client'
import { copingPlan, copingPlanSettings } from '@/db/schema/coping-plans'
import { PLANS_MAX, type TCopingPlanInput, type TRiskyHourSettings } from './schemas'

/**
 * Adds a plan unless the person has the most already. The person's settings row is locked first,
 * so two plans sent at once cannot both pass the count.
 */
export async function addCopingPlan(userId: string, input: TCopingPlanInput): Promise<'added' | 'full'> {
  return db.transaction(async (tx) => {
    await tx.insert(copingPlanSettings).values({ userId }).onConflictDoNothing()
    await tx.select().from(copingPlanSettings).where(eq(copingPlanSettings.userId, userId)).for('update')
    const [row] = await tx.select({ n: count() }).from(copingPlan).where(eq(copingPlan.userId, userId))
    if ((row?.n ?? 0) >= PLANS_MAX) return 'full'
    await tx.insert(copingPlan).values({ userId, ...input })
    return 'added'
  })
}

/** Deletes one of the person's own plans; another person's id is not found. */
export async function deleteCopingPlan(userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(copingPlan)
    .where(and(eq(copingPlan.id, id), eq(copingPlan.userId, userId)))
    .returning({ id: copingPlan.id })
  return rows.length === 1
}

export async function saveRiskyHourSettings(userId: string, settings: TRiskyHourSettings): Promise<void> {
  await db
    .insert(copingPlanSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: copingPlanSettings.userId, set: settings })
}
