// Pure arithmetic of /progress: counters, milestones, streak and chart series from a plan and
// its check-ins. No server-only imports, so tests and any client island compute the same.

import { addDays, daysBetween, getTodayIn, type TIsoDate } from '@/lib/calendar'
import { HEALTH_MILESTONES, type THealthMilestone } from '@/modules/certificates/shared'

/**
 * Minutes of life one cigarette costs on average (men 17, women 22): Jackson, Kock et al.,
 * University College London, Addiction 2025. Named on the page next to the estimate.
 */
export const MINUTES_OF_LIFE_PER_CIGARETTE = 20

export type TPlanFigures = {
  quitDate: TIsoDate
  cigarettesPerDay: number
  packPriceMinor: number
  packSize: number
}

export type TCheckInDay = { day: TIsoDate; smokeFree: boolean; cigarettesSmoked: number }

export type TMilestoneView = {
  key: THealthMilestone
  day: number
  date: TIsoDate
  reached: boolean
  /** Days still to go, only for the next milestone. */
  daysLeft: number | null
}

export type TProgress =
  | { phase: 'before'; today: TIsoDate; daysUntilQuit: number }
  | {
      phase: 'after'
      today: TIsoDate
      smokeFreeDays: number
      cigarettesNotSmoked: number
      moneySavedMinor: number
      lifeRegainedMinutes: number
      slipCount: number
      streak: number
      milestones: TMilestoneView[]
    }

/** Cigarettes smoked in slips on the days from `from` to `to`, both included. */
function sumSlips(checkIns: readonly TCheckInDay[], from: TIsoDate, to: TIsoDate): number {
  let total = 0
  for (const checkIn of checkIns) {
    if (!checkIn.smokeFree && checkIn.day >= from && checkIn.day <= to) total += checkIn.cigarettesSmoked
  }
  return total
}

/**
 * Cigarettes not smoked up to `day`: the usual number for every full day since the quit date,
 * minus every cigarette of a slip since then (a slip is counted honestly, never hidden).
 */
export function countCigarettesNotSmoked(
  plan: TPlanFigures,
  checkIns: readonly TCheckInDay[],
  day: TIsoDate,
): number {
  const days = daysBetween(plan.quitDate, day)
  if (days <= 0) return 0
  return Math.max(0, days * plan.cigarettesPerDay - sumSlips(checkIns, plan.quitDate, day))
}

export function computeMoneySavedMinor(plan: TPlanFigures, cigarettes: number): number {
  return Math.round((cigarettes * plan.packPriceMinor) / plan.packSize)
}

/**
 * Smoke-free days in a row up to today: today counts once checked in smoke-free; before that
 * the streak still stands on yesterday's check-in. A slip or a day without check-in ends it.
 */
export function countStreak(checkIns: readonly TCheckInDay[], today: TIsoDate): number {
  const byDay = new Map(checkIns.map((checkIn) => [checkIn.day, checkIn]))
  let day = byDay.has(today) ? today : addDays(today, -1)
  let streak = 0
  for (;;) {
    const checkIn = byDay.get(day)
    if (!checkIn?.smokeFree) return streak
    streak++
    day = addDays(day, -1)
  }
}

export function listMilestones(quitDate: TIsoDate, smokeFreeDays: number): TMilestoneView[] {
  const next = HEALTH_MILESTONES.find((milestone) => milestone.day > smokeFreeDays)
  return HEALTH_MILESTONES.map((milestone) => ({
    key: milestone.key,
    day: milestone.day,
    date: addDays(quitDate, milestone.day),
    reached: milestone.day <= smokeFreeDays,
    daysLeft: milestone === next ? milestone.day - smokeFreeDays : null,
  }))
}

/** Everything /progress counts, at `now` in the person's time zone. */
export function computeProgress(
  plan: TPlanFigures,
  checkIns: readonly TCheckInDay[],
  now: Date,
  timeZone: string,
): TProgress {
  const today = getTodayIn(now, timeZone)
  const offset = daysBetween(plan.quitDate, today)
  if (offset < 0) return { phase: 'before', today, daysUntilQuit: -offset }
  const cigarettesNotSmoked = countCigarettesNotSmoked(plan, checkIns, today)
  return {
    phase: 'after',
    today,
    smokeFreeDays: offset,
    cigarettesNotSmoked,
    moneySavedMinor: computeMoneySavedMinor(plan, cigarettesNotSmoked),
    lifeRegainedMinutes: cigarettesNotSmoked * MINUTES_OF_LIFE_PER_CIGARETTE,
    slipCount: checkIns.filter((c) => !c.smokeFree && c.day >= plan.quitDate).length,
    streak: countStreak(checkIns, today),
    milestones: listMilestones(plan.quitDate, offset),
  }
}

/** At most `samples` evenly spread days from `from` to `to`, both included. */
export function spreadDays(from: TIsoDate, to: TIsoDate, samples: number): TIsoDate[] {
  const span = daysBetween(from, to)
  if (span < 0) return []
  if (span < samples) return Array.from({ length: span + 1 }, (_, i) => addDays(from, i))
  const days = new Set<TIsoDate>()
  for (let i = 0; i < samples; i++) days.add(addDays(from, Math.round((i * span) / (samples - 1))))
  return [...days]
}

/** Money saved by each sampled day since the quit date, for the chart. */
export function buildMoneySeries(
  plan: TPlanFigures,
  checkIns: readonly TCheckInDay[],
  today: TIsoDate,
  samples = 30,
): Array<{ day: TIsoDate; minor: number }> {
  return spreadDays(plan.quitDate, today, samples).map((day) => ({
    day,
    minor: computeMoneySavedMinor(plan, countCigarettesNotSmoked(plan, checkIns, day)),
  }))
}

export type TCheckInBar = { day: TIsoDate; status: 'smoke-free' | 'slip' | 'none'; cigarettes: number }

/** The last `length` days up to today with what was checked in on each. */
export function buildCheckInSeries(
  checkIns: readonly TCheckInDay[],
  today: TIsoDate,
  length = 30,
): TCheckInBar[] {
  const byDay = new Map(checkIns.map((checkIn) => [checkIn.day, checkIn]))
  return Array.from({ length }, (_, i) => {
    const day = addDays(today, i - length + 1)
    const checkIn = byDay.get(day)
    if (!checkIn) return { day, status: 'none' as const, cigarettes: 0 }
    return {
      day,
      status: checkIn.smokeFree ? ('smoke-free' as const) : ('slip' as const),
      cigarettes: checkIn.cigarettesSmoked,
    }
  })
}

/** Logged cravings per local day of the last `length` days up to today. */
export function buildCravingSeries(
  loggedAt: readonly Date[],
  today: TIsoDate,
  timeZone: string,
  length = 30,
): Array<{ day: TIsoDate; count: number }> {
  const counts = new Map<TIsoDate, number>()
  for (const at of loggedAt) {
    const day = getTodayIn(at, timeZone)
    counts.set(day, (counts.get(day) ?? 0) + 1)
  }
  return Array.from({ length }, (_, i) => {
    const day = addDays(today, i - length + 1)
    return { day, count: counts.get(day) ?? 0 }
  })
}
