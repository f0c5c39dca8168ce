import 'server-only'
import { count, gte, sql } from 'drizzle-orm'
import { db } from '@/db/client'
import { dailyCheckIn, quitPlan } from '@/db/schema/companion'
import { addDays, type TIsoDate } from '@/lib/calendar'

/** Days the admin chart shows. */
export const AGGREGATE_DAYS = 14

/**
 * What admins may see of the quit companion: totals and rates over everybody, never a row of a
 * person (health data stays personal: docs/ARCHITECTURE.md, product rules). Nothing here takes or
 * returns a user id.
 */
export type TCompanionAggregates = {
  peopleWithPlan: number
  medianSmokeFreeDays: number | null
  /** Check-ins of the last 7 days per person with a plan and day, 0–100. */
  checkInRate7d: number
  slips7d: number
  days: Array<{ day: TIsoDate; smokeFree: number; slips: number }>
}

export async function getCompanionAggregates(now = new Date()): Promise<TCompanionAggregates> {
  const today = now.toISOString().slice(0, 10)
  const since7 = addDays(today, -6)
  const since = addDays(today, -(AGGREGATE_DAYS - 1))
  const [plans, perDay] = await Promise.all([
    db
      .select({
        n: count(),
        median: sql<
          number | null
        >`percentile_cont(0.5) within group (order by ${today}::date - ${quitPlan.quitDate}) filter (where ${quitPlan.quitDate} <= ${today}::date)`,
      })
      .from(quitPlan),
    db
      .select({
        day: dailyCheckIn.day,
        smokeFree: sql<number>`count(*) filter (where ${dailyCheckIn.smokeFree})`.mapWith(Number),
        slips: sql<number>`count(*) filter (where not ${dailyCheckIn.smokeFree})`.mapWith(Number),
      })
      .from(dailyCheckIn)
      .where(gte(dailyCheckIn.day, since))
      .groupBy(dailyCheckIn.day),
  ])
  const peopleWithPlan = plans[0]?.n ?? 0
  const median = plans[0]?.median
  const byDay = new Map(perDay.map((row) => [row.day, row]))
  const days = Array.from({ length: AGGREGATE_DAYS }, (_, i) => {
    const day = addDays(since, i)
    const row = byDay.get(day)
    return { day, smokeFree: row?.smokeFree ?? 0, slips: row?.slips ?? 0 }
  })
  const last7 = days.filter((d) => d.day >= since7)
  const checkIns7d = last7.reduce((sum, d) => sum + d.smokeFree + d.slips, 0)
  return {
    peopleWithPlan,
    medianSmokeFreeDays: median == null ? null : Number(median),
    checkInRate7d: peopleWithPlan === 0 ? 0 : Math.round((checkIns7d / (peopleWithPlan * 7)) * 100),
    slips7d: last7.reduce((sum, d) => sum + d.slips, 0),
    days,
  }
}
