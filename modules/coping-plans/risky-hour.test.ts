import { describe, expect, it } from 'vitest'
import { findRiskyHour, isShortlyBefore } from './risky-hour'

const at = (localHour: number, trigger = 'coffee') => ({ localHour, trigger })

describe('the risky hour of a craving log', () => {
  it('is the hour with the most cravings, once it has at least three, with its most frequent trigger', () => {
    expect(findRiskyHour([at(8), at(8), at(20, 'alcohol')])).toBeNull()
    expect(findRiskyHour([at(8), at(8), at(8, 'stress'), at(20, 'alcohol'), at(20, 'alcohol')])).toEqual({
      hour: 8,
      trigger: 'coffee',
      cravings: 3,
    })
    // A tie goes to the earlier hour.
    expect(findRiskyHour([at(21), at(21), at(21), at(9), at(9), at(9)])?.hour).toBe(9)
  })

  it('is announced in the half hour before it, never before 06:00 or from 22:00', () => {
    expect(isShortlyBefore('07:29', 8)).toBe(false)
    expect(isShortlyBefore('07:30', 8)).toBe(true)
    expect(isShortlyBefore('07:59', 8)).toBe(true)
    expect(isShortlyBefore('08:00', 8)).toBe(false)
    expect(isShortlyBefore('05:45', 6)).toBe(false)
    expect(isShortlyBefore('22:30', 23)).toBe(false)
  })
})
