import 'server-only'
import { and, asc, count, eq, gte } from 'drizzle-orm'
import { cache } from 'react'
import { db } from '@/db/client'
import { cravingLog, dailyCheckIn, quitPlan, type TPlanMode } from '@/db/schema/companion'
import type { TIsoDate } from '@/lib/calendar'
import type { TCheckInDay } from './progress'

export type TPlanView = {
  quitDate: TIsoDate
  mode: TPlanMode
  /** While cutting down: the first day of the plan (decision 067). */
  cutDownFrom: TIsoDate | null
  cigarettesPerDay: number
  packPriceMinor: number
  packSize: number
  currency: string
  reasons: string[]
  timeZone: string
  milestoneEmails: boolean
  dailyReminderEmails: boolean
  milestonePush: boolean
  dailyReminderPush: boolean
  dailyReminderTime: string
}

export const getPlan = cache(async (userId: string): Promise<TPlanView | null> => {
  const [row] = await db
    .select({
      quitDate: quitPlan.quitDate,
      mode: quitPlan.mode,
      cutDownFrom: quitPlan.cutDownFrom,
      cigarettesPerDay: quitPlan.cigarettesPerDay,
      packPriceMinor: quitPlan.packPriceMinor,
      packSize: quitPlan.packSize,
      currency: quitPlan.currency,
      reasons: quitPlan.reasons,
      timeZone: quitPlan.timeZone,
      milestoneEmails: quitPlan.milestoneEmails,
      dailyReminderEmails: quitPlan.dailyReminderEmails,
      milestonePush: quitPlan.milestonePush,
      dailyReminderPush: quitPlan.dailyReminderPush,
      dailyReminderTime: quitPlan.dailyReminderTime,
    })
    .from(quitPlan)
    .where(eq(quitPlan.userId, userId))
  return row ?? null
})

export type TCheckInView = TCheckInDay & {
  mood: number | null
  cravingLevel: number | null
  /** While cutting down: the day's target (decision 067). */
  target: number | null
}

/** The person's check-ins from `since` on, oldest first (the index on user and day serves it). */
export async function listCheckIns(userId: string, since: TIsoDate): Promise<TCheckInView[]> {
  return db
    .select({
      day: dailyCheckIn.day,
      smokeFree: dailyCheckIn.smokeFree,
      cigarettesSmoked: dailyCheckIn.cigarettesSmoked,
      mood: dailyCheckIn.mood,
      cravingLevel: dailyCheckIn.cravingLevel,
      target: dailyCheckIn.target,
    })
    .from(dailyCheckIn)
    .where(and(eq(dailyCheckIn.userId, userId), gte(dailyCheckIn.day, since)))
    .orderBy(asc(dailyCheckIn.day))
}

export async function listCravings(userId: string, since: Date) {
  return db
    .select({ intensity: cravingLog.intensity, trigger: cravingLog.trigger, loggedAt: cravingLog.loggedAt })
    .from(cravingLog)
    .where(and(eq(cravingLog.userId, userId), gte(cravingLog.loggedAt, since)))
    .orderBy(asc(cravingLog.loggedAt))
}

/** How many cravings the person has logged in all (other features show it, e.g. badges). */
export async function countCravings(userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cravingLog).where(eq(cravingLog.userId, userId))
  return row?.n ?? 0
}
