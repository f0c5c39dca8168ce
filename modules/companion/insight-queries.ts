import 'server-only'
import { sql } from 'drizzle-orm'
import { db } from '@/db/client'
import { cravingLog, dailyCheckIn } from '@/db/schema/companion'
import type { TIsoDate } from '@/lib/calendar'
import type { TCravingTrigger } from './craving-options'

// What the person's own cravings and check-ins say, counted in PostgreSQL: a year of data comes
// back as at most 168 hour cells, 28 trigger-and-daytime groups and 53 weeks, never as rows.
// Every query takes the signed-in person's id; nothing here is for admins (their view:
// aggregates.ts).

/** Parts of the day a craving falls in, by local hour: 5–11, 12–16, 17–21, 22–4. */
export const DAY_PARTS = ['morning', 'afternoon', 'evening', 'night'] as const
export type TDayPart = (typeof DAY_PARTS)[number]

export type TCravingInsightData = {
  total: number
  /** Logged cravings by ISO weekday (1 Monday … 7 Sunday) and local hour (0–23); empty cells left out. */
  cells: Array<{ weekday: number; hour: number; count: number }>
  /** Logged cravings by trigger and part of the day, with the sum of their intensities (1–5). */
  triggerParts: Array<{ trigger: TCravingTrigger; part: TDayPart; count: number; intensitySum: number }>
  /** Per local week (its Monday): cravings logged, their mean intensity (1–5). */
  weeks: Array<{ week: TIsoDate; count: number; averageIntensity: number }>
  /** Per week (its Monday): the mean craving level (0–10) the check-ins gave, and how many gave one. */
  checkInWeeks: Array<{ week: TIsoDate; averageLevel: number; checkIns: number }>
}

/**
 * The person's cravings and check-ins from the local day `sinceDay` on, counted in their time zone
 * (the plan's: it decides what a morning is).
 */
export async function getCravingInsightData(
  userId: string,
  { timeZone, sinceDay }: { timeZone: string; sinceDay: TIsoDate },
): Promise<TCravingInsightData> {
  // The local time once, in a subquery, so the outer query groups by plain columns.
  const local = sql`(
    select ${cravingLog.loggedAt} at time zone ${timeZone} as local, ${cravingLog.trigger} as trigger,
      ${cravingLog.intensity} as intensity
    from ${cravingLog}
    where ${cravingLog.userId} = ${userId} and ${cravingLog.loggedAt} >= (${sinceDay}::timestamp at time zone ${timeZone})
  ) c`
  const [cells, triggerParts, weeks, checkInWeeks] = await Promise.all([
    db.execute<{ weekday: number; hour: number; count: number }>(sql`
      select extract(isodow from local)::int as weekday, extract(hour from local)::int as hour,
        count(*)::int as count
      from ${local} group by 1, 2 order by 1, 2`),
    db.execute<{ trigger: TCravingTrigger; part: TDayPart; count: number; intensitySum: number }>(sql`
      select trigger,
        case when extract(hour from local) between 5 and 11 then 'morning'
             when extract(hour from local) between 12 and 16 then 'afternoon'
             when extract(hour from local) between 17 and 21 then 'evening'
             else 'night' end as part,
        count(*)::int as count, sum(intensity)::int as "intensitySum"
      from ${local} group by 1, 2 order by 1, 2`),
    db.execute<{ week: TIsoDate; count: number; averageIntensity: string }>(sql`
      select to_char(date_trunc('week', local), 'YYYY-MM-DD') as week, count(*)::int as count,
        round(avg(intensity), 2) as "averageIntensity"
      from ${local} group by 1 order by 1`),
    db.execute<{ week: TIsoDate; averageLevel: string; checkIns: number }>(sql`
      select to_char(date_trunc('week', ${dailyCheckIn.day}::timestamp), 'YYYY-MM-DD') as week,
        round(avg(${dailyCheckIn.cravingLevel}), 2) as "averageLevel",
        count(*)::int as "checkIns"
      from ${dailyCheckIn}
      where ${dailyCheckIn.userId} = ${userId} and ${dailyCheckIn.day} >= ${sinceDay}
        and ${dailyCheckIn.cravingLevel} is not null
      group by 1 order by 1`),
  ])
  return {
    total: cells.rows.reduce((sum, cell) => sum + cell.count, 0),
    cells: cells.rows,
    triggerParts: triggerParts.rows,
    weeks: weeks.rows.map((row) => ({ ...row, averageIntensity: Number(row.averageIntensity) })),
    checkInWeeks: checkInWeeks.rows.map((row) => ({ ...row, averageLevel: Number(row.averageLevel) })),
  }
}

/** Slip days on or after the quit date: how many, their cigarettes, the latest first (at most `limit`). */
export type TSlipSummary = {
  days: number
  cigarettes: number
  latest: Array<{ day: TIsoDate; cigarettes: number }>
}

/** The slips since the quit date, for the person's own report. */
export async function getSlipSummary(userId: string, quitDate: TIsoDate, limit = 10): Promise<TSlipSummary> {
  const slipsSince = sql`${dailyCheckIn.userId} = ${userId} and not ${dailyCheckIn.smokeFree}
    and ${dailyCheckIn.day} >= ${quitDate}`
  const [totals, latest] = await Promise.all([
    db.execute<{ days: number; cigarettes: number }>(sql`
      select count(*)::int as days, coalesce(sum(${dailyCheckIn.cigarettesSmoked}), 0)::int as cigarettes
      from ${dailyCheckIn} where ${slipsSince}`),
    db.execute<{ day: TIsoDate; cigarettes: number }>(sql`
      select to_char(${dailyCheckIn.day}, 'YYYY-MM-DD') as day, ${dailyCheckIn.cigarettesSmoked} as cigarettes
      from ${dailyCheckIn} where ${slipsSince}
      order by ${dailyCheckIn.day} desc limit ${limit}`),
  ])
  return { days: totals.rows[0]?.days ?? 0, cigarettes: totals.rows[0]?.cigarettes ?? 0, latest: latest.rows }
}
