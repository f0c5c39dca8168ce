import { describe, expect, it } from 'vitest'
import {
  buildCheckInSeries,
  buildMoneySeries,
  computeProgress,
  countStreak,
  MINUTES_OF_LIFE_PER_CIGARETTE,
  spreadDays,
} from './progress'

const plan = { quitDate: '2026-11-15', cigarettesPerDay: 20, packPriceMinor: 800, packSize: 20 }
const noon = new Date('2026-11-25T12:00:00Z')

describe('computeProgress', () => {
  it('counts days, cigarettes, money and life since the quit date', () => {
    const progress = computeProgress(plan, [], noon, 'Europe/Berlin')
    expect(progress).toMatchObject({
      phase: 'after',
      today: '2026-11-25',
      smokeFreeDays: 10,
      cigarettesNotSmoked: 200,
      moneySavedMinor: 8000,
      lifeRegainedMinutes: 200 * MINUTES_OF_LIFE_PER_CIGARETTE,
      streak: 0,
      slipCount: 0,
    })
  })

  it('marks the milestones reached and names the next one with its date and countdown', () => {
    const progress = computeProgress(plan, [], noon, 'UTC')
    if (progress.phase !== 'after') throw new Error('expected after')
    const reached = progress.milestones.filter((m) => m.reached).map((m) => m.key)
    expect(reached).toEqual(['carbonMonoxide', 'tasteAndSmell', 'breathing'])
    expect(progress.milestones.find((m) => m.daysLeft != null)).toMatchObject({
      key: 'circulation',
      date: '2026-11-29',
      daysLeft: 4,
    })
  })

  it('counts down before the quit date, in the person’s zone', () => {
    expect(computeProgress({ ...plan, quitDate: '2026-12-01' }, [], noon, 'UTC')).toEqual({
      phase: 'before',
      today: '2026-11-25',
      daysUntilQuit: 6,
    })
    // 23:30 UTC is already the next day in Tokyo.
    const lateEvening = new Date('2026-11-25T23:30:00Z')
    expect(computeProgress({ ...plan, quitDate: '2026-11-26' }, [], lateEvening, 'Asia/Tokyo').phase).toBe(
      'after',
    )
  })

  it('subtracts the cigarettes of slips honestly and never goes below zero', () => {
    const slips = [
      { day: '2026-11-20', smokeFree: false, cigarettesSmoked: 5 },
      { day: '2026-11-10', smokeFree: false, cigarettesSmoked: 30 }, // before the quit date
    ]
    const progress = computeProgress(plan, slips, noon, 'UTC')
    expect(progress).toMatchObject({ cigarettesNotSmoked: 195, moneySavedMinor: 7800, slipCount: 1 })
    const heavy = computeProgress(
      plan,
      [{ day: '2026-11-16', smokeFree: false, cigarettesSmoked: 200 }],
      noon,
      'UTC',
    )
    expect(heavy).toMatchObject({ cigarettesNotSmoked: 0, moneySavedMinor: 0 })
  })
})

describe('countStreak', () => {
  const day = (d: string, smokeFree = true) => ({ day: d, smokeFree, cigarettesSmoked: smokeFree ? 0 : 2 })

  it('counts smoke-free days in a row up to today, or up to yesterday before today’s check-in', () => {
    const checkIns = [day('2026-11-22'), day('2026-11-23'), day('2026-11-24')]
    expect(countStreak(checkIns, '2026-11-25')).toBe(3)
    expect(countStreak([...checkIns, day('2026-11-25')], '2026-11-25')).toBe(4)
  })

  it('ends at a slip or a missing day', () => {
    expect(countStreak([day('2026-11-23'), day('2026-11-24', false)], '2026-11-25')).toBe(0)
    expect(countStreak([day('2026-11-21'), day('2026-11-23'), day('2026-11-24')], '2026-11-25')).toBe(2)
  })
})

describe('chart series', () => {
  it('spreads at most the asked number of days, first and last included', () => {
    expect(spreadDays('2026-11-20', '2026-11-22', 30)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22'])
    const year = spreadDays('2025-11-25', '2026-11-25', 30)
    expect(year).toHaveLength(30)
    expect([year[0], year.at(-1)]).toEqual(['2025-11-25', '2026-11-25'])
  })

  it('grows the money saved day by day and marks every check-in of the last days', () => {
    expect(buildMoneySeries(plan, [], '2026-11-17').map((p) => p.minor)).toEqual([0, 800, 1600])
    const bars = buildCheckInSeries(
      [{ day: '2026-11-24', smokeFree: false, cigarettesSmoked: 3 }],
      '2026-11-25',
      3,
    )
    expect(bars).toEqual([
      { day: '2026-11-23', status: 'none', cigarettes: 0 },
      { day: '2026-11-24', status: 'slip', cigarettes: 3 },
      { day: '2026-11-25', status: 'none', cigarettes: 0 },
    ])
  })
})
