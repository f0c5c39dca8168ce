// What a badge is earned for (decision 066). Pure: tests and any client island read the same.

import { addDays, type TIsoDate } from '@/lib/calendar'

export const BADGE_FAMILIES = ['smoke-free', 'streak', 'cravings', 'money', 'missions'] as const
export type TBadgeFamily = (typeof BADGE_FAMILIES)[number]

export type TBadge = { key: string; family: TBadgeFamily; threshold: number }

const THRESHOLDS: Record<TBadgeFamily, readonly number[]> = {
  /** Days since the quit date. */
  'smoke-free': [1, 3, 7, 14, 30, 90, 180, 365],
  /** Smoke-free check-ins in a row. */
  streak: [3, 7, 14, 30],
  /** Cravings logged on /craving (each one a craving faced without a cigarette). */
  cravings: [1, 10, 50, 100],
  /** Money kept, in packs not bought: the same in every currency. */
  money: [1, 10, 50, 100],
  /** Missions of the programme done. */
  missions: [1, 10, 30],
}

export const BADGES: readonly TBadge[] = BADGE_FAMILIES.flatMap((family) =>
  THRESHOLDS[family].map((threshold) => ({ key: `${family}-${threshold}`, family, threshold })),
)

/** Where the person stands in each family; null where it does not count now (cutting down). */
export type TBadgeValues = Record<TBadgeFamily, number | null>

export type TBadgeEarning = { key: string; earnedOn: TIsoDate }

/**
 * The badges `values` earn that are not stored yet. A smoke-free badge is dated the day it was
 * reached (quit date + days); the others the day they are noticed, today.
 */
export function findNewBadges(
  values: TBadgeValues,
  earned: ReadonlySet<string>,
  today: TIsoDate,
  quitDate: TIsoDate,
): TBadgeEarning[] {
  return BADGES.filter((badge) => {
    const value = values[badge.family]
    return value !== null && value >= badge.threshold && !earned.has(badge.key)
  }).map((badge) => ({
    key: badge.key,
    earnedOn: badge.family === 'smoke-free' ? addDays(quitDate, badge.threshold) : today,
  }))
}

/** The next badge of each family that counts now, with how far away it is. */
export function listNextBadges(
  values: TBadgeValues,
  earned: ReadonlySet<string>,
): Array<{ badge: TBadge; missing: number }> {
  return BADGE_FAMILIES.flatMap((family) => {
    const value = values[family]
    if (value === null) return []
    const badge = BADGES.find((b) => b.family === family && !earned.has(b.key) && b.threshold > value)
    return badge ? [{ badge, missing: badge.threshold - value }] : []
  })
}
