import { describe, expect, it } from 'vitest'
import { createUnguessableId, ID_PATTERN } from '@/lib/ids'
import { computeMoneySaved, countSmokeFreeDays, findNextMilestone, findReachedMilestone } from './smoke-free'

describe('days smoke-free in the viewer’s time zone', () => {
  // 2024-06-10 23:30 UTC: already the 11th in London (BST), still the 10th in New York.
  const now = new Date('2024-06-10T23:30:00Z')

  it('counts from the quit day (day 0) in the viewer’s zone', () => {
    expect(countSmokeFreeDays('2024-06-10', now, 'America/New_York')).toBe(0)
    expect(countSmokeFreeDays('2024-06-10', now, 'Europe/Berlin')).toBe(1)
    expect(countSmokeFreeDays('2024-06-01', now, 'UTC')).toBe(9)
    expect(countSmokeFreeDays('2023-06-10', now, 'UTC')).toBe(366)
  })

  it('never counts below zero for a quit date still ahead in that zone', () => {
    expect(countSmokeFreeDays('2024-06-11', now, 'America/Los_Angeles')).toBe(0)
  })
})

describe('money saved', () => {
  it('is cigarettes a day × days × pack price ÷ pack size, in minor units', () => {
    expect(computeMoneySaved({ days: 30, cigarettesPerDay: 20, packPriceMinor: 800, packSize: 20 })).toBe(
      24_000,
    )
    expect(computeMoneySaved({ days: 1, cigarettesPerDay: 7, packPriceMinor: 1000, packSize: 20 })).toBe(350)
    expect(computeMoneySaved({ days: 0, cigarettesPerDay: 7, packPriceMinor: 1000, packSize: 20 })).toBe(0)
  })

  it('is unknown without consumption or price', () => {
    expect(
      computeMoneySaved({ days: 5, cigarettesPerDay: null, packPriceMinor: 800, packSize: 20 }),
    ).toBeNull()
    expect(
      computeMoneySaved({ days: 5, cigarettesPerDay: 10, packPriceMinor: null, packSize: 20 }),
    ).toBeNull()
  })
})

describe('health milestones', () => {
  it('names the next one ahead and the days left', () => {
    expect(findNextMilestone(0)).toEqual({ key: 'carbonMonoxide', day: 1, daysLeft: 1 })
    expect(findNextMilestone(1)).toEqual({ key: 'tasteAndSmell', day: 2, daysLeft: 1 })
    expect(findNextMilestone(10)).toEqual({ key: 'circulation', day: 14, daysLeft: 4 })
    expect(findNextMilestone(364)).toEqual({ key: 'heartRiskHalved', day: 365, daysLeft: 1 })
    expect(findNextMilestone(10_000)).toBeNull()
  })

  it('names the last one reached', () => {
    expect(findReachedMilestone(0)).toBeNull()
    expect(findReachedMilestone(14)).toBe('circulation')
    expect(findReachedMilestone(10_000)).toBe('heartRiskNonSmoker')
  })
})

describe('unguessable ids', () => {
  it('carry at least 128 random bits, URL-safe', () => {
    const ids = new Set(Array.from({ length: 1000 }, createUnguessableId))
    expect(ids.size).toBe(1000)
    for (const id of ids) expect(id).toMatch(ID_PATTERN)
    // 24 base64url characters × 6 bits = 144 bits.
    expect(createUnguessableId().length * 6).toBeGreaterThanOrEqual(128)
  })
})
