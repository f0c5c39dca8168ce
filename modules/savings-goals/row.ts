// Pure arithmetic of the savings goals (decision 066): the goals are reached one after the other
// with the money kept in the current attempt; no server-only imports, so tests use it directly.

import { addDays, daysBetween, type TIsoDate } from '@/lib/calendar'

export type TGoal = {
  id: number
  name: string
  priceMinor: number
  reachedOn: TIsoDate | null
  celebratedAt: Date | null
}

/** What the person's progress gives the goals (the companion's summary). */
export type TMoneyKept = {
  quitDate: TIsoDate
  today: TIsoDate
  /** False before the quit date and while cutting down: nothing is counted yet. */
  counting: boolean
  smokeFreeDays: number
  moneySavedMinor: number
  dailySpendMinor: number
  moneySavedOn: (day: TIsoDate) => number
}

export type TActiveGoal = {
  goal: TGoal
  /** Money kept that counts for this goal (what is left after the goals reached before it). */
  keptMinor: number
  /** The day it will be reached at today's pace; null when the pace is none (slips ate it). */
  reachDate: TIsoDate | null
  daysLeft: number | null
}

export type TGoalRow = {
  /** Goals reached, the newly reached ones with their day (to store). */
  reached: TGoal[]
  newlyReached: Array<{ id: number; reachedOn: TIsoDate }>
  active: TActiveGoal | null
  /** Goals waiting behind the active one. */
  queued: TGoal[]
}

/**
 * Today's pace: the money kept per day of this attempt so far; on the quit date itself (and
 * before it) a day without cigarettes, the plan's daily spend.
 */
export function dailyPace(money: TMoneyKept): number {
  if (!money.counting || money.smokeFreeDays === 0) return money.dailySpendMinor
  return Math.max(0, money.moneySavedMinor / money.smokeFreeDays)
}

/** The first day the money kept covers `threshold`, searched back from today. */
function firstDayCovering(money: TMoneyKept, threshold: number): TIsoDate {
  let day = money.today
  while (day > money.quitDate && money.moneySavedOn(addDays(day, -1)) >= threshold) day = addDays(day, -1)
  return day
}

/**
 * The goals in their row. Goals reached in this attempt (on or after the quit date) used up their
 * price; goals reached in an earlier attempt stay reached but the money they used is gone with the
 * attempt's counters. The first goal not reached is the active one; the money left over counts
 * for it.
 */
export function planGoals(goals: readonly TGoal[], money: TMoneyKept): TGoalRow {
  let used = 0
  for (const goal of goals) {
    if (goal.reachedOn && goal.reachedOn >= money.quitDate) used += goal.priceMinor
  }
  const reached: TGoal[] = []
  const newlyReached: TGoalRow['newlyReached'] = []
  const open: TGoal[] = []
  for (const goal of goals) {
    if (goal.reachedOn) reached.push(goal)
    else open.push(goal)
  }
  let next = 0
  if (money.counting) {
    while (next < open.length) {
      const goal = open[next] as TGoal
      if (money.moneySavedMinor - used < goal.priceMinor) break
      used += goal.priceMinor
      const reachedOn = firstDayCovering(money, used)
      newlyReached.push({ id: goal.id, reachedOn })
      reached.push({ ...goal, reachedOn })
      next++
    }
  }
  const current = open[next]
  if (!current) return { reached, newlyReached, active: null, queued: [] }
  const keptMinor = money.counting ? Math.max(0, money.moneySavedMinor - used) : 0
  const pace = dailyPace(money)
  const start = money.counting ? money.today : money.quitDate
  const days = pace > 0 ? Math.ceil((current.priceMinor - keptMinor) / pace) : null
  const reachDate = days === null ? null : addDays(start, days)
  return {
    reached,
    newlyReached,
    active: {
      goal: current,
      keptMinor,
      reachDate,
      daysLeft: reachDate === null ? null : daysBetween(money.today, reachDate),
    },
    queued: open.slice(next + 1),
  }
}
