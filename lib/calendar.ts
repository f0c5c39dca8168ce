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

/** A zone's offset from UTC at an instant: minutes east of Greenwich (Berlin in winter: 60). */
export type TZoneOffset = { at: number; minutes: number }

const offsetFormatters = new Map<string, Intl.DateTimeFormat>()
const LONG_OFFSET = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/

function offsetMinutesIn(timeZone: string, at: number): number {
  let formatter = offsetFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    if (offsetFormatters.size >= DAY_FORMATTERS_MAX) offsetFormatters.clear()
    offsetFormatters.set(timeZone, formatter)
  }
  const name = formatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? ''
  const match = LONG_OFFSET.exec(name)
  if (!match) throw new RangeError(`no offset in "${name}" for ${timeZone}`)
  const [, sign, hours = '0', minutes = '0'] = match
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes))
}

/**
 * The zone's offsets now and on the first days of January and July of this year (UTC): enough for
 * a browser to tell whether it is in the same zone with `Date#getTimezoneOffset`, which costs
 * nothing, where reading its zone's name (`Intl.DateTimeFormat`) costs a phone tens of
 * milliseconds the first time. Zones alike in all three share "today" now.
 */
export function getZoneOffsets(now: Date, timeZone: string): TZoneOffset[] {
  const year = now.getUTCFullYear()
  return [now.getTime(), Date.UTC(year, 0, 1), Date.UTC(year, 6, 1)].map((at) => ({
    at,
    minutes: offsetMinutesIn(timeZone, at),
  }))
}
