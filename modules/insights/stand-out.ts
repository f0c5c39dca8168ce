import type { TDayPart } from '@/modules/companion/public'
import type { TCravingTrigger } from '@/modules/companion/shared'

// The sentence over the craving charts says only what the counts bear out: "most" means more
// than half, a "most often" needs a clear first place, and a handful of cravings is no pattern.

/** Fewer logged cravings than this make no pattern worth a sentence. */
export const PATTERN_MIN_CRAVINGS = 5
/** A change of the mean strength (1–5) smaller than this is no trend. */
const TREND_MIN_CHANGE = 0.5
/** Weeks averaged at each end when comparing the strength of early and recent cravings. */
const TREND_WEEKS = 4

export type TStandOut =
  | { kind: 'none' }
  | { kind: 'few'; count: number }
  | { kind: 'triggerAndPart'; trigger: TCravingTrigger; part: TDayPart }
  | { kind: 'trigger'; trigger: TCravingTrigger }
  | { kind: 'part'; part: TDayPart }
  | { kind: 'mostOften'; trigger: TCravingTrigger; part: TDayPart }
  | { kind: 'spread' }

export type TStrengthTrend = { direction: 'weaker' | 'stronger'; from: number; to: number } | null

type TGroup = { trigger: TCravingTrigger; part: TDayPart; count: number }

/** The key with the highest total, or null when two share first place. */
function leader<T extends string>(totals: Map<T, number>): { key: T; count: number } | null {
  const sorted = [...totals].sort((a, b) => b[1] - a[1])
  const [first, second] = sorted
  if (!first || (second && second[1] === first[1])) return null
  return { key: first[0], count: first[1] }
}

function sumBy<T extends string>(groups: readonly TGroup[], keyOf: (group: TGroup) => T): Map<T, number> {
  const totals = new Map<T, number>()
  for (const group of groups) totals.set(keyOf(group), (totals.get(keyOf(group)) ?? 0) + group.count)
  return totals
}

/** What stands out in the cravings by trigger and part of the day. */
export function findStandOut(groups: readonly TGroup[]): TStandOut {
  const total = groups.reduce((sum, group) => sum + group.count, 0)
  if (total === 0) return { kind: 'none' }
  if (total < PATTERN_MIN_CRAVINGS) return { kind: 'few', count: total }
  const isMost = (count: number) => count * 2 > total
  const combined = leader(sumBy(groups, (group) => `${group.trigger} ${group.part}`))
  if (combined && isMost(combined.count)) {
    const [trigger, part] = combined.key.split(' ') as [TCravingTrigger, TDayPart]
    return { kind: 'triggerAndPart', trigger, part }
  }
  const trigger = leader(sumBy(groups, (group) => group.trigger))
  if (trigger && isMost(trigger.count)) return { kind: 'trigger', trigger: trigger.key }
  const part = leader(sumBy(groups, (group) => group.part))
  if (part && isMost(part.count)) return { kind: 'part', part: part.key }
  if (trigger && part) return { kind: 'mostOften', trigger: trigger.key, part: part.key }
  return { kind: 'spread' }
}

/**
 * Whether the logged cravings grew weaker or stronger: the mean strength of the first weeks with
 * cravings against that of the latest (at least two weeks, none counted twice).
 */
export function findStrengthTrend(
  weeks: ReadonlyArray<{ count: number; averageIntensity: number }>,
): TStrengthTrend {
  if (weeks.length < 2) return null
  const span = Math.min(TREND_WEEKS, Math.floor(weeks.length / 2))
  const mean = (part: typeof weeks) => {
    const count = part.reduce((sum, week) => sum + week.count, 0)
    return part.reduce((sum, week) => sum + week.averageIntensity * week.count, 0) / count
  }
  const from = Math.round(mean(weeks.slice(0, span)) * 10) / 10
  const to = Math.round(mean(weeks.slice(-span)) * 10) / 10
  if (Math.abs(to - from) < TREND_MIN_CHANGE) return null
  return { direction: to < from ? 'weaker' : 'stronger', from, to }
}
