import 'server-only'
import { and, count, eq, gte } from 'drizzle-orm'
import { cache } from 'react'
import { db } from '@/db/client'
import { medicineIntake, medicineUse, type TMedicine } from '@/db/schema/medicines'
import { daysBetween, getTodayIn, type TIsoDate } from '@/lib/calendar'
import { getPlan } from '@/modules/companion/public'

export type TMedicineUseView = { medicine: TMedicine; startedOn: TIsoDate }

export const getMedicineUse = cache(async (userId: string): Promise<TMedicineUseView | null> => {
  const [row] = await db
    .select({ medicine: medicineUse.medicine, startedOn: medicineUse.startedOn })
    .from(medicineUse)
    .where(eq(medicineUse.userId, userId))
  return row ?? null
})

/** What the person answered in the check-in of `day`, if anything. */
export async function getIntake(userId: string, day: TIsoDate): Promise<boolean | null> {
  const [row] = await db
    .select({ taken: medicineIntake.taken })
    .from(medicineIntake)
    .where(and(eq(medicineIntake.userId, userId), eq(medicineIntake.day, day)))
  return row?.taken ?? null
}

export type TMedicineSummary = {
  medicine: TMedicine | null
  startedOn: TIsoDate | null
  /** Check-ins since the start that said "taken" for this medicine. */
  daysTaken: number
  /** Full days from the start date to today (the person's today, in their plan's zone). */
  daysSinceStart: number
}

/** The person's medicine, its start and the days taken (other features show it: badges, reports). */
export async function getMedicineSummary(userId: string, now: Date = new Date()): Promise<TMedicineSummary> {
  const use = await getMedicineUse(userId)
  if (!use) return { medicine: null, startedOn: null, daysTaken: 0, daysSinceStart: 0 }
  const plan = await getPlan(userId)
  const today = getTodayIn(now, plan?.timeZone ?? 'UTC')
  const [row] = await db
    .select({ n: count() })
    .from(medicineIntake)
    .where(
      and(
        eq(medicineIntake.userId, userId),
        eq(medicineIntake.medicine, use.medicine),
        eq(medicineIntake.taken, true),
        gte(medicineIntake.day, use.startedOn),
      ),
    )
  return {
    medicine: use.medicine,
    startedOn: use.startedOn,
    daysTaken: row?.n ?? 0,
    daysSinceStart: Math.max(0, daysBetween(use.startedOn, today)),
  }
}
