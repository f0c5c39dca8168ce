// When a person's own craving log says a craving is likely (decision 064): pure arithmetic, so
// tests and the reminder pass agree.

/** Cravings of this many past days count. */
export const RISKY_WINDOW_DAYS = 28
/** An hour is risky once the log shows at least this many cravings in it. */
export const RISKY_HOUR_MIN_CRAVINGS = 3
/** The plan comes this many minutes before the risky hour starts. */
export const LEAD_MINUTES = 30
/** Never before 06:00 or from 22:00 local time (a reminder must not wake anybody). */
const EARLIEST_MINUTE = 6 * 60
const LATEST_MINUTE = 22 * 60

export type TLoggedCraving = { trigger: string; localHour: number }
export type TRiskyHour = { hour: number; trigger: string; cravings: number }

/** The local hour with the most cravings (at least the minimum), and its most frequent trigger. */
export function findRiskyHour(cravings: readonly TLoggedCraving[]): TRiskyHour | null {
  const perHour = new Map<number, TLoggedCraving[]>()
  for (const craving of cravings)
    perHour.set(craving.localHour, [...(perHour.get(craving.localHour) ?? []), craving])
  let best: { hour: number; list: TLoggedCraving[] } | null = null
  for (const [hour, list] of perHour) {
    if (!best || list.length > best.list.length || (list.length === best.list.length && hour < best.hour))
      best = { hour, list }
  }
  if (!best || best.list.length < RISKY_HOUR_MIN_CRAVINGS) return null
  const triggers = new Map<string, number>()
  for (const craving of best.list) triggers.set(craving.trigger, (triggers.get(craving.trigger) ?? 0) + 1)
  const [trigger = 'other'] = [...triggers.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name)
  return { hour: best.hour, trigger, cravings: best.list.length }
}

/** True in the half hour before `hour` starts ("HH:MM" local), inside the waking day. */
export function isShortlyBefore(localTime: string, hour: number): boolean {
  const [h = 0, m = 0] = localTime.split(':').map(Number)
  const minute = h * 60 + m
  const start = hour * 60
  return (
    minute >= start - LEAD_MINUTES && minute < start && minute >= EARLIEST_MINUTE && minute < LATEST_MINUTE
  )
}
