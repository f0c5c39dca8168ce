import 'server-only'
import { and, asc, eq, gte } from 'drizzle-orm'
import { cache } from 'react'
import { db } from '@/db/client'
import { cravingLog, dailyCheckIn, quitPlan } from '@/db/schema/companion'
import type { TIsoDate } from '@/lib/calendar'
import type { TCheckInDay } from './progress'

export type TPlanView = {
  quitDate: TIsoDate
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

export type TCheckInView = TCheckInDay & { mood: number | null; cravingLevel: number | null }

/** The person's check-ins from `since` on, oldest first (the index on user and day serves it). */
export async function listCheckIns(userId: string, since: TIsoDate): Promise<TCheckInView[]> {
  return db
    .select({
      day: dailyCheckIn.day,
      smokeFree: dailyCheckIn.smokeFree,
      cigarettesSmoked: dailyCheckIn.cigarettesSmoked,
      mood: dailyCheckIn.mood,
      cravingLevel: dailyCheckIn.cravingLevel,
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
