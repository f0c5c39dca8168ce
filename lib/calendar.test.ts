import { describe, expect, it } from 'vitest'
import {
  addDays,
  daysBetween,
  getEarliestQuitDate,
  getLatestTodayOnEarth,
  getTodayIn,
  getZoneOffsets,
  isIsoDate,
  isTimeZone,
} from './calendar'

describe('calendar dates', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true)
    expect(isIsoDate('2023-02-29')).toBe(false)
    expect(isIsoDate('2024-13-01')).toBe(false)
    expect(isIsoDate('24-01-01')).toBe(false)
    expect(isIsoDate('2024-01-01T00:00')).toBe(false)
  })

  it('counts days across months, leap days and DST changes', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2)
    expect(daysBetween('2024-03-30', '2024-04-01')).toBe(2)
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366)
    expect(daysBetween('2024-01-02', '2024-01-01')).toBe(-1)
    expect(addDays('2024-02-28', 2)).toBe('2024-03-01')
  })
})

describe('today in a time zone', () => {
  // 2024-06-10 23:30 UTC: already the 11th in London (BST), still the 10th in New York.
  const now = new Date('2024-06-10T23:30:00Z')

  it('reads today in the given zone', () => {
    expect(getTodayIn(now, 'UTC')).toBe('2024-06-10')
    expect(getTodayIn(now, 'Europe/London')).toBe('2024-06-11')
    expect(getTodayIn(now, 'America/New_York')).toBe('2024-06-10')
    expect(getTodayIn(now, 'Pacific/Kiritimati')).toBe('2024-06-11')
    expect(getLatestTodayOnEarth(now)).toBe('2024-06-11')
  })

  it('knows real time zones', () => {
    expect(isTimeZone('Europe/Warsaw')).toBe(true)
    expect(isTimeZone('UTC')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })
})

describe('a zone’s offsets', () => {
  const now = new Date('2024-06-10T23:30:00Z')
  const minutes = (timeZone: string) => getZoneOffsets(now, timeZone).map((offset) => offset.minutes)

  it('are the offsets now, on 1 January and on 1 July, east of UTC', () => {
    expect(getZoneOffsets(now, 'Europe/Berlin')).toEqual([
      { at: now.getTime(), minutes: 120 },
      { at: Date.UTC(2024, 0, 1), minutes: 60 },
      { at: Date.UTC(2024, 6, 1), minutes: 120 },
    ])
    expect(minutes('UTC')).toEqual([0, 0, 0])
    expect(minutes('America/New_York')).toEqual([-240, -300, -240])
    expect(minutes('Asia/Kathmandu')).toEqual([345, 345, 345])
    expect(minutes('Etc/GMT+12')).toEqual([-720, -720, -720])
  })

  it('tell zones apart that share the offset of one season only', () => {
    expect(minutes('Africa/Lagos')).not.toEqual(minutes('Europe/Berlin'))
    expect(minutes('Europe/Paris')).toEqual(minutes('Europe/Berlin'))
  })
})

describe('the earliest quit date', () => {
  it('lies 60 years before the earliest today on earth', () => {
    // 10:00 UTC is 22:00 the day before at UTC−12.
    expect(getEarliestQuitDate(new Date('2026-11-27T10:00:00Z'))).toBe('1966-11-26')
    expect(getEarliestQuitDate(new Date('2026-11-27T13:00:00Z'))).toBe('1966-11-27')
    expect(getEarliestQuitDate(new Date('2028-02-29T13:00:00Z'))).toBe('1968-02-29')
  })
})
