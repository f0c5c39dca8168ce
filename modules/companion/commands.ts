import 'server-only'
import { eq, sql } from 'drizzle-orm'
import { db } from '@/db/client'
import { cravingLog, dailyCheckIn, quitPlan } from '@/db/schema/companion'
import { getTodayIn, type TIsoDate } from '@/lib/calendar'
import type { TCheckInFieldSave } from './check-in-action'
import { dailyTarget } from './cut-down'
import type { TCheckInInput, TCravingInput, TPlanInput } from './schemas'

/**
 * Creates or replaces the person's plan (one per account). A cut-down plan starts today (in the
 * form's zone) and keeps its first day when edited; a quit date plan has none (decision 067).
 */
export async function savePlan(userId: string, input: TPlanInput, now: Date = new Date()): Promise<void> {
  const { packPrice, timeZone, ...figures } = input
  const values = { ...figures, packPriceMinor: packPrice, ...(timeZone ? { timeZone } : {}) }
  const cutDownFrom = input.mode === 'cut-down' ? getTodayIn(now, timeZone ?? 'UTC') : null
  await db
    .insert(quitPlan)
    .values({ userId, ...values, cutDownFrom })
    .onConflictDoUpdate({
      target: quitPlan.userId,
      set: {
        ...values,
        cutDownFrom:
          cutDownFrom === null
            ? null
            : sql`case when ${quitPlan.mode} = 'cut-down' then coalesce(${quitPlan.cutDownFrom}, excluded.cut_down_from) else excluded.cut_down_from end`,
      },
    })
}

/**
 * Records today's check-in, "today" in the browser's zone (stored on the plan) or, without
 * JavaScript, in the zone stored before. A second check-in the same day replaces the first.
 * Null when the person has no plan yet (the form is only offered with one).
 */
export async function saveCheckIn(
  userId: string,
  input: TCheckInInput,
  now: Date = new Date(),
  /** What fields of other features store for the same day, in the same transaction. */
  alsoSave: readonly TCheckInFieldSave[] = [],
): Promise<{ day: TIsoDate; edited: boolean } | null> {
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .select({
        timeZone: quitPlan.timeZone,
        mode: quitPlan.mode,
        cutDownFrom: quitPlan.cutDownFrom,
        quitDate: quitPlan.quitDate,
        cigarettesPerDay: quitPlan.cigarettesPerDay,
      })
      .from(quitPlan)
      .where(eq(quitPlan.userId, userId))
      .for('update')
    if (!plan) return null
    const timeZone = input.timeZone ?? plan.timeZone
    if (timeZone !== plan.timeZone)
      await tx.update(quitPlan).set({ timeZone }).where(eq(quitPlan.userId, userId))
    const day = getTodayIn(now, timeZone)
    const values = {
      smokeFree: input.smokeFree,
      cigarettesSmoked: input.cigarettesSmoked,
      mood: input.mood,
      cravingLevel: input.cravingLevel,
      // While cutting down, the day's target as it stands now (decision 067).
      target:
        plan.mode === 'cut-down' ? dailyTarget({ ...plan, cutDownFrom: plan.cutDownFrom ?? day }, day) : null,
    }
    const [row] = await tx
      .insert(dailyCheckIn)
      .values({ userId, day, ...values })
      .onConflictDoUpdate({ target: [dailyCheckIn.userId, dailyCheckIn.day], set: values })
      // xmax is 0 for a freshly inserted row and set for an updated one.
      .returning({ inserted: sql<boolean>`xmax = 0` })
    for (const save of alsoSave) await save(tx, userId, day)
    return { day, edited: !row?.inserted }
  })
}

/**
 * Moves the quit date (a fresh start after a slip), or ends cutting down with a quit date
 * (decision 067). The check-ins stay as they were.
 */
export async function setNewQuitDate(userId: string, quitDate: TIsoDate): Promise<boolean> {
  const rows = await db
    .update(quitPlan)
    .set({ quitDate, mode: 'quit' })
    .where(eq(quitPlan.userId, userId))
    .returning({ userId: quitPlan.userId })
  return rows.length === 1
}

/** Stores the zone the browser reports; false without a plan. */
export async function setPlanTimeZone(userId: string, timeZone: string): Promise<boolean> {
  const rows = await db
    .update(quitPlan)
    .set({ timeZone })
    .where(eq(quitPlan.userId, userId))
    .returning({ userId: quitPlan.userId })
  return rows.length === 1
}

export async function logCraving(userId: string, input: TCravingInput, now: Date = new Date()) {
  await db.insert(cravingLog).values({ userId, ...input, loggedAt: now })
}
