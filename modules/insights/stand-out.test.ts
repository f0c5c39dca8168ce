import { describe, expect, it } from 'vitest'
import { findStandOut, findStrengthTrend } from './stand-out'

const group = (
  trigger: 'coffee' | 'stress' | 'meal' | 'other',
  part: 'morning' | 'evening' | 'night',
  count: number,
) => ({
  trigger,
  part,
  count,
})

describe('what stands out in the cravings', () => {
  it('says nothing without cravings, and no pattern for a handful', () => {
    expect(findStandOut([])).toEqual({ kind: 'none' })
    expect(findStandOut([group('coffee', 'morning', 4)])).toEqual({ kind: 'few', count: 4 })
  })

  it('names trigger and part of the day when more than half the cravings share both', () => {
    expect(
      findStandOut([group('coffee', 'morning', 6), group('stress', 'evening', 3), group('meal', 'night', 1)]),
    ).toEqual({ kind: 'triggerAndPart', trigger: 'coffee', part: 'morning' })
  })

  it('names only the trigger when its cravings are spread over the day', () => {
    expect(
      findStandOut([
        group('coffee', 'morning', 3),
        group('coffee', 'evening', 3),
        group('stress', 'night', 4),
      ]),
    ).toEqual({ kind: 'trigger', trigger: 'coffee' })
  })

  it('names only the part of the day when the triggers differ', () => {
    expect(
      findStandOut([group('coffee', 'evening', 3), group('stress', 'evening', 3), group('meal', 'night', 4)]),
    ).toEqual({ kind: 'part', part: 'evening' })
  })

  it('says "most often" when nothing has more than half but both have a clear first place', () => {
    expect(
      findStandOut([
        group('coffee', 'morning', 3),
        group('coffee', 'night', 1),
        group('stress', 'evening', 3),
        group('meal', 'night', 2),
        group('other', 'evening', 1),
      ]),
    ).toEqual({ kind: 'mostOften', trigger: 'coffee', part: 'evening' })
  })

  it('calls cravings spread when first place is shared', () => {
    expect(
      findStandOut([group('coffee', 'morning', 3), group('stress', 'evening', 3), group('meal', 'night', 2)]),
    ).toEqual({ kind: 'spread' })
  })
})

describe('how the strength of the cravings changed', () => {
  const week = (averageIntensity: number, count = 3) => ({ count, averageIntensity })

  it('needs two weeks', () => {
    expect(findStrengthTrend([])).toBeNull()
    expect(findStrengthTrend([week(5)])).toBeNull()
  })

  it('compares the first and the latest weeks, weighted by their cravings', () => {
    expect(findStrengthTrend([week(4), week(2)])).toEqual({ direction: 'weaker', from: 4, to: 2 })
    expect(findStrengthTrend([week(2), week(3), week(4), week(5), week(4), week(4)])).toEqual({
      direction: 'stronger',
      from: 3,
      to: 4.3,
    })
    expect(findStrengthTrend([week(4, 1), week(2, 3), week(3, 2), week(3, 2)])).toEqual({
      direction: 'stronger',
      from: 2.5,
      to: 3,
    })
  })

  it('sees no trend in a small change', () => {
    expect(findStrengthTrend([week(3), week(3.4)])).toBeNull()
  })
})
