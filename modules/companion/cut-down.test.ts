import { describe, expect, it } from 'vitest'
import { compareWithTarget, dailyTarget } from './cut-down'

const plan = { cigarettesPerDay: 20, cutDownFrom: '2026-12-01', quitDate: '2026-12-11' }

describe('the cut-down target', () => {
  it('falls from below the usual number on the first day to none on the target date', () => {
    const targets = Array.from({ length: 12 }, (_, i) =>
      dailyTarget(plan, `2026-12-${String(i + 1).padStart(2, '0')}`),
    )
    expect(targets).toEqual([18, 16, 15, 13, 11, 9, 7, 5, 4, 2, 0, 0])
  })

  it('treats a day before the plan like its first day', () => {
    expect(dailyTarget(plan, '2026-11-20')).toBeLessThanOrEqual(20)
  })

  it('compares a day with its target', () => {
    expect(compareWithTarget(20, 18)).toBe('over')
    expect(compareWithTarget(10, 16)).toBe('under')
    expect(compareWithTarget(15, 15)).toBe('on')
  })
})
