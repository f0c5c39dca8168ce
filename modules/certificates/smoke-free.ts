// Pure date and money arithmetic of a certificate. No server-only imports: the certificate's
// stats island recomputes the same numbers in the viewer's time zone.

/** A calendar date as YYYY-MM-DD. */
export type TIsoDate = string

const DAY_MS = 86_400_000
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Days since 1970-01-01 of a calendar date; NaN for anything that is not a real date. */
function toEpochDay(date: TIsoDate): number {
  const match = ISO_DATE.exec(date)
  if (!match) return Number.NaN
  const [, year, month, day] = match.map(Number) as [number, number, number, number]
  const ms = Date.UTC(year, month - 1, day)
  const check = new Date(ms)
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return Number.NaN
  return ms / DAY_MS
}

export function isIsoDate(value: string): boolean {
  return !Number.isNaN(toEpochDay(value))
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: TIsoDate, to: TIsoDate): number {
  return toEpochDay(to) - toEpochDay(from)
}

export function addDays(date: TIsoDate, days: number): TIsoDate {
  return new Date((toEpochDay(date) + days) * DAY_MS).toISOString().slice(0, 10)
}

/** True when the string names a time zone this runtime knows (IANA name or UTC). */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch (error) {
    if (error instanceof RangeError) return false
    throw error
  }
}

/** The calendar date it is at `now` in `timeZone`. */
export function getTodayIn(now: Date, timeZone: string): TIsoDate {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The latest calendar date anywhere on earth (UTC+14): a quit date after it is in the future everywhere. */
export function getLatestTodayOnEarth(now: Date): TIsoDate {
  return getTodayIn(now, 'Pacific/Kiritimati')
}

/**
 * Smoke-free days counted in the viewer's time zone: 0 on the quit day, 1 the day after. A quit
 * date that is still ahead in the viewer's zone counts 0.
 */
export function countSmokeFreeDays(quitDate: TIsoDate, now: Date, timeZone: string): number {
  return Math.max(0, daysBetween(quitDate, getTodayIn(now, timeZone)))
}

/**
 * Money not spent, in minor units (cents), for the days smoke-free: cigarettes a day × days ×
 * pack price ÷ cigarettes in a pack. Null when the certificate does not say how much was smoked.
 */
export function computeMoneySaved(input: {
  days: number
  cigarettesPerDay: number | null
  packPriceMinor: number | null
  packSize: number
}): number | null {
  if (input.cigarettesPerDay == null || input.packPriceMinor == null || input.packSize <= 0) return null
  return Math.round((input.days * input.cigarettesPerDay * input.packPriceMinor) / input.packSize)
}

/**
 * What happens to the body after quitting, by smoke-free day (WHO, "Health benefits of smoking
 * cessation"; US Surgeon General 2020). Keys name the messages under certificates.milestones.
 */
export const HEALTH_MILESTONES = [
  { key: 'carbonMonoxide', day: 1 },
  { key: 'tasteAndSmell', day: 2 },
  { key: 'breathing', day: 3 },
  { key: 'circulation', day: 14 },
  { key: 'lungFunction', day: 90 },
  { key: 'coughing', day: 270 },
  { key: 'heartRiskHalved', day: 365 },
  { key: 'strokeRisk', day: 1826 },
  { key: 'lungCancerRisk', day: 3652 },
  { key: 'heartRiskNonSmoker', day: 5479 },
] as const
export type THealthMilestone = (typeof HEALTH_MILESTONES)[number]['key']

/** The next milestone still ahead after `days` smoke-free days, or null when all are reached. */
export function findNextMilestone(
  days: number,
): { key: THealthMilestone; day: number; daysLeft: number } | null {
  const next = HEALTH_MILESTONES.find((milestone) => milestone.day > days)
  return next ? { key: next.key, day: next.day, daysLeft: next.day - days } : null
}

/** The last milestone reached, or null before the first. */
export function findReachedMilestone(days: number): THealthMilestone | null {
  const reached = HEALTH_MILESTONES.filter((milestone) => milestone.day <= days)
  return reached.at(-1)?.key ?? null
}
