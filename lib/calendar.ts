// Calendar dates as YYYY-MM-DD and "today" in a time zone: pure arithmetic without server-only
// imports, so the browser computes the same days as the server (a certificate's figures, the
// companion's check-in day, a challenge's days).

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

// Building an Intl.DateTimeFormat costs far more than formatting with one, and a signed-in page
// asks for "today" in the person's zone dozens of times (each logged craving, each badge). The
// zones are IANA names, a few hundred (the map starts over past a bound, for odd spellings such as
// "europe/london"); a zone the runtime refuses throws before it is kept.
const dayFormatters = new Map<string, Intl.DateTimeFormat>()
const DAY_FORMATTERS_MAX = 1000

function dayFormatterIn(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    if (dayFormatters.size >= DAY_FORMATTERS_MAX) dayFormatters.clear()
    dayFormatters.set(timeZone, formatter)
  }
  return formatter
}

/** The calendar date it is at `now` in `timeZone`. */
export function getTodayIn(now: Date, timeZone: string): TIsoDate {
  const parts = dayFormatterIn(timeZone).formatToParts(now)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** The latest calendar date anywhere on earth (UTC+14): a quit date after it is in the future everywhere. */
export function getLatestTodayOnEarth(now: Date): TIsoDate {
  return getTodayIn(now, 'Pacific/Kiritimati')
}

/** The earliest calendar date anywhere on earth (UTC−12). */
export function getEarliestTodayOnEarth(now: Date): TIsoDate {
  return getTodayIn(now, 'Etc/GMT+12')
}

/** How far back a quit date may lie: a lifetime of not smoking, not a typing slip (1900-01-01). */
export const QUIT_DATE_YEARS_BACK = 60

/**
 * The earliest quit date a form takes: the same day {@link QUIT_DATE_YEARS_BACK} years before
 * the earliest "today" on earth, so no date in range is refused anywhere on earth, and 1900 is
 * not counted as 46 000 smoke-free days.
 */
export function getEarliestQuitDate(now: Date): TIsoDate {
  const [year, month, day] = getEarliestTodayOnEarth(now).split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year - QUIT_DATE_YEARS_BACK, month - 1, day)).toISOString().slice(0, 10)
}
