import 'server-only'
import { cache } from 'react'
import { daysBetween, getTodayIn, type TIsoDate } from '@/lib/calendar'
import { computeMoneySavedMinor, countCigarettesNotSmoked, countStreak, type TCheckInDay } from './progress'
import { getPlan, listCheckIns, type TPlanView } from './queries'

/**
 * What other features build on (savings goals, badges): the figures of /progress for one person
 * at `now`. `phase` is 'cut-down' while the plan cuts down (nothing is counted before the switch
 * to a quit date, decision 067), 'before' until the quit date, 'after' from it.
 */
export type TProgressSummary = {
  plan: TPlanView
  today: TIsoDate
  phase: 'cut-down' | 'before' | 'after'
  /** Days since the quit date (0 on it and before it). */
  smokeFreeDays: number
  /** Smoke-free check-ins in a row up to today. */
  streak: number
  moneySavedMinor: number
  /** What the person used to spend a day, the pace of a day without a cigarette. */
  dailySpendMinor: number
  /** The money kept by the end of `day` (from the quit date; 0 before it). */
  moneySavedOn: (day: TIsoDate) => number
}

function summarize(plan: TPlanView, checkIns: readonly TCheckInDay[], now: Date): TProgressSummary {
  const today = getTodayIn(now, plan.timeZone)
  const moneySavedOn = (day: TIsoDate) =>
    plan.mode === 'cut-down' ? 0 : computeMoneySavedMinor(plan, countCigarettesNotSmoked(plan, checkIns, day))
  const phase = plan.mode === 'cut-down' ? 'cut-down' : today < plan.quitDate ? 'before' : 'after'
  return {
    plan,
    today,
    phase,
    smokeFreeDays: phase === 'after' ? daysBetween(plan.quitDate, today) : 0,
    streak: phase === 'after' ? countStreak(checkIns, today) : 0,
    moneySavedMinor: moneySavedOn(today),
    dailySpendMinor: computeMoneySavedMinor(plan, plan.cigarettesPerDay),
    moneySavedOn,
  }
}

/** The summary of the person's progress, read once per request; null without a plan. */
export const getProgressSummary = cache(
  async (userId: string, now: Date): Promise<TProgressSummary | null> => {
    const plan = await getPlan(userId)
    if (!plan) return null
    // Only the current attempt counts money and streaks: check-ins since the quit date.
    const checkIns = plan.mode === 'cut-down' ? [] : await listCheckIns(userId, plan.quitDate)
    return summarize(plan, checkIns, now)
  },
)
