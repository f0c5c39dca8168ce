import 'server-only'
import { asc, eq } from 'drizzle-orm'
import { db } from '@/db/client'
import { savingsGoal } from '@/db/schema/savings-goals'
import type { TGoal } from './row'

/** The person's goals in their row (the order they were added). */
export async function listGoals(userId: string): Promise<TGoal[]> {
  return db
    .select({
      id: savingsGoal.id,
      name: savingsGoal.name,
      priceMinor: savingsGoal.priceMinor,
      reachedOn: savingsGoal.reachedOn,
      celebratedAt: savingsGoal.celebratedAt,
    })
    .from(savingsGoal)
    .where(eq(savingsGoal.userId, userId))
    .orderBy(asc(savingsGoal.id))
}
