import 'server-only'
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import { db } from '@/db/client'
import { savingsGoal } from '@/db/schema/savings-goals'
import type { TGoalRow } from './row'
import { GOALS_MAX, type TGoalInput } from './schemas'

/**
 * Adds a goal at the end of the row unless the person has the most already. A transaction lock
 * on the person's goals first, so two goals sent at once cannot both pass the count.
 */
export async function addGoal(userId: string, input: TGoalInput): Promise<'added' | 'full'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`savings_goal:${userId}`}))`)
    const [row] = await tx.select({ n: count() }).from(savingsGoal).where(eq(savingsGoal.userId, userId))
    if ((row?.n ?? 0) >= GOALS_MAX) return 'full'
    await tx.insert(savingsGoal).values({ userId, name: input.name, priceMinor: input.price })
    return 'added'
  })
}

/** Removes one of the person's own goals; another person's id is not found. */
export async function removeGoal(userId: string, id: number): Promise<boolean> {
  const rows = await db
    .delete(savingsGoal)
    .where(and(eq(savingsGoal.id, id), eq(savingsGoal.userId, userId)))
    .returning({ id: savingsGoal.id })
  return rows.length === 1
}

/** Stores the day each newly reached goal was reached (once: a reached goal stays reached). */
export async function storeReached(userId: string, reached: TGoalRow['newlyReached']): Promise<void> {
  for (const goal of reached) {
    await db
      .update(savingsGoal)
      .set({ reachedOn: goal.reachedOn })
      .where(and(eq(savingsGoal.id, goal.id), eq(savingsGoal.userId, userId), isNull(savingsGoal.reachedOn)))
  }
}

/**
 * Marks the celebration of these goals shown; the ids this call marked (so two requests at once
 * show it at most once between them).
 */
export async function markCelebrated(userId: string, ids: readonly number[], now: Date): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db
    .update(savingsGoal)
    .set({ celebratedAt: now })
    .where(
      and(
        eq(savingsGoal.userId, userId),
        inArray(savingsGoal.id, [...ids]),
        isNull(savingsGoal.celebratedAt),
      ),
    )
    .returning({ id: savingsGoal.id })
  return rows.map((row) => row.id)
}
