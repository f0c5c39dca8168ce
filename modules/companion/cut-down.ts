// Cutting down first (decision 067): the daily target falls in equal steps from the usual number
// to none on the target date. Pure, so tests and the page compute the same.

import { daysBetween, type TIsoDate } from '@/lib/calendar'

export type TCutDownPlan = {
  /** The usual number a day, where the cut starts. */
  cigarettesPerDay: number
  /** The first day of the plan. */
  cutDownFrom: TIsoDate
  /** The target date: the day of none. */
  quitDate: TIsoDate
}

/**
 * The target of `day`: `round(usual × days left / (days of the plan + 1))`, so the first day is
 * already below the usual number and the target date is 0.
 */
export function dailyTarget(plan: TCutDownPlan, day: TIsoDate): number {
  const left = daysBetween(day, plan.quitDate)
  if (left <= 0) return 0
  const span = Math.max(left, daysBetween(plan.cutDownFrom, plan.quitDate))
  return Math.round((plan.cigarettesPerDay * left) / (span + 1))
}

/** How a day's number compares with its target: over, under or on target. */
export function compareWithTarget(smoked: number, target: number): 'over' | 'under' | 'on' {
  return smoked > target ? 'over' : smoked < target ? 'under' : 'on'
}
