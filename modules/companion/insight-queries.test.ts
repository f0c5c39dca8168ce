import { describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { cravingLog, dailyCheckIn } from '@/db/schema/companion'
import { insertUser } from '@/tests/support/users'
import { getCravingInsightData, getSlipSummary } from './insight-queries'

const sinceDay = '2025-01-01'

describe('craving insight queries', () => {
  it('counts a craving in the local hour and weekday of the person’s zone', async () => {
    const { id } = await insertUser()
    const other = await insertUser()
    // Wednesday 2026-11-25, 07:30 UTC is 08:30 in Berlin; 23:30 UTC is already Thursday there.
    await db.insert(cravingLog).values([
      { userId: id, intensity: 4, trigger: 'coffee', loggedAt: new Date('2026-11-25T07:30:00Z') },
      { userId: id, intensity: 2, trigger: 'coffee', loggedAt: new Date('2026-11-25T07:50:00Z') },
      { userId: id, intensity: 3, trigger: 'alcohol', loggedAt: new Date('2026-11-25T23:30:00Z') },
      { userId: other.id, intensity: 5, trigger: 'stress', loggedAt: new Date('2026-11-25T07:30:00Z') },
    ])
    const data = await getCravingInsightData(id, { timeZone: 'Europe/Berlin', sinceDay })
    expect(data.total).toBe(3)
    expect(data.cells).toEqual([
      { weekday: 3, hour: 8, count: 2 },
      { weekday: 4, hour: 0, count: 1 },
    ])
    expect(data.triggerParts).toEqual([
      { trigger: 'alcohol', part: 'night', count: 1, intensitySum: 3 },
      { trigger: 'coffee', part: 'morning', count: 2, intensitySum: 6 },
    ])
    expect(data.weeks).toEqual([{ week: '2026-11-23', count: 3, averageIntensity: 3 }])

    // The same cravings in UTC: both on Wednesday, at 7 and 23.
    const utc = await getCravingInsightData(id, { timeZone: 'UTC', sinceDay })
    expect(utc.cells).toEqual([
      { weekday: 3, hour: 7, count: 2 },
      { weekday: 3, hour: 23, count: 1 },
    ])
  })

  it('leaves out cravings and check-ins before the first local day of the period', async () => {
    const { id } = await insertUser()
    await db.insert(cravingLog).values([
      { userId: id, intensity: 1, trigger: 'meal', loggedAt: new Date('2024-12-31T12:00:00Z') },
      { userId: id, intensity: 5, trigger: 'meal', loggedAt: new Date('2025-01-02T12:00:00Z') },
      // 1 January, 01:30 in Berlin: in the period there, still 31 December in UTC.
      { userId: id, intensity: 3, trigger: 'meal', loggedAt: new Date('2025-01-01T00:30:00Z') },
      { userId: id, intensity: 3, trigger: 'meal', loggedAt: new Date('2024-12-31T22:30:00Z') },
    ])
    await db.insert(dailyCheckIn).values([
      { userId: id, day: '2024-12-31', smokeFree: true, cravingLevel: 9 },
      { userId: id, day: '2025-01-02', smokeFree: true, cravingLevel: 4 },
      { userId: id, day: '2025-01-03', smokeFree: true, cravingLevel: 7 },
      { userId: id, day: '2025-01-04', smokeFree: true },
    ])
    const data = await getCravingInsightData(id, { timeZone: 'UTC', sinceDay })
    expect(data.total).toBe(2)
    expect(data.weeks).toEqual([{ week: '2024-12-30', count: 2, averageIntensity: 4 }])
    const berlin = await getCravingInsightData(id, { timeZone: 'Europe/Berlin', sinceDay })
    expect(berlin.total).toBe(2)
    expect(berlin.cells).toEqual([
      { weekday: 3, hour: 1, count: 1 },
      { weekday: 4, hour: 13, count: 1 },
    ])
    expect(data.checkInWeeks).toEqual([{ week: '2024-12-30', averageLevel: 5.5, checkIns: 2 }])
  })

  it('returns a year of cravings as at most 168 cells, 28 groups and 53 weeks', async () => {
    const { id } = await insertUser()
    const start = Date.parse('2025-11-26T00:00:00Z')
    const triggers = ['stress', 'coffee', 'alcohol', 'meal', 'boredom', 'social', 'other'] as const
    const rows = Array.from({ length: 500 }, (_, i) => ({
      userId: id,
      intensity: 1 + (i % 5),
      trigger: triggers[i % triggers.length]!,
      // Spread over 365 days and every hour.
      loggedAt: new Date(start + i * 17.5 * 3_600_000 + (i % 60) * 60_000),
    }))
    await db.insert(cravingLog).values(rows)
    await db.insert(dailyCheckIn).values(
      Array.from({ length: 365 }, (_, i) => ({
        userId: id,
        day: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
        smokeFree: true,
        cravingLevel: i % 11,
      })),
    )
    const data = await getCravingInsightData(id, {
      timeZone: 'UTC',
      sinceDay: '2025-11-26',
    })
    expect(data.total).toBe(500)
    expect(data.cells.length).toBeLessThanOrEqual(168)
    expect(data.cells.reduce((sum, cell) => sum + cell.count, 0)).toBe(500)
    expect(data.triggerParts.length).toBeLessThanOrEqual(28)
    expect(data.triggerParts.reduce((sum, group) => sum + group.count, 0)).toBe(500)
    expect(data.weeks.length).toBeGreaterThanOrEqual(52)
    expect(data.weeks.length).toBeLessThanOrEqual(54)
    expect(data.weeks.reduce((sum, week) => sum + week.count, 0)).toBe(500)
    expect(data.checkInWeeks.reduce((sum, week) => sum + week.checkIns, 0)).toBe(365)
    for (const week of data.weeks) {
      expect(new Date(`${week.week}T00:00:00Z`).getUTCDay()).toBe(1) // a Monday
      expect(week.averageIntensity).toBeGreaterThanOrEqual(1)
      expect(week.averageIntensity).toBeLessThanOrEqual(5)
    }
  })

  it('gives nothing for a person without cravings', async () => {
    const { id } = await insertUser()
    expect(await getCravingInsightData(id, { timeZone: 'UTC', sinceDay })).toEqual({
      total: 0,
      cells: [],
      triggerParts: [],
      weeks: [],
      checkInWeeks: [],
    })
  })
})

describe('slip summary', () => {
  it('counts slips on and after the quit date, latest first', async () => {
    const { id } = await insertUser()
    const other = await insertUser()
    await db.insert(dailyCheckIn).values([
      { userId: id, day: '2026-10-30', smokeFree: false, cigarettesSmoked: 9 }, // before the quit date
      { userId: id, day: '2026-11-01', smokeFree: false, cigarettesSmoked: 2 },
      { userId: id, day: '2026-11-02', smokeFree: true },
      { userId: id, day: '2026-11-10', smokeFree: false, cigarettesSmoked: 1 },
      { userId: other.id, day: '2026-11-10', smokeFree: false, cigarettesSmoked: 20 },
    ])
    expect(await getSlipSummary(id, '2026-11-01')).toEqual({
      days: 2,
      cigarettes: 3,
      latest: [
        { day: '2026-11-10', cigarettes: 1 },
        { day: '2026-11-01', cigarettes: 2 },
      ],
    })
    expect(await getSlipSummary(id, '2026-11-01', 1)).toMatchObject({
      days: 2,
      latest: [{ day: '2026-11-10' }],
    })
    expect(await getSlipSummary(id, '2026-12-01')).toEqual({ days: 0, cigarettes: 0, latest: [] })
  })
})
