import { describe, expect, it } from 'vitest'
import { BREATH_COUNT, EXERCISE_SECONDS, getBreathMoment } from './breathing'

describe('getBreathMoment', () => {
  it('lasts about three minutes of 4-4-6 breaths', () => {
    expect(EXERCISE_SECONDS).toBe(182)
    expect(getBreathMoment(0)).toEqual({
      done: false,
      breath: 1,
      phase: 'in',
      secondsLeft: 4,
      phaseSeconds: 4,
    })
    expect(getBreathMoment(5)).toEqual({
      done: false,
      breath: 1,
      phase: 'hold',
      secondsLeft: 3,
      phaseSeconds: 4,
    })
    expect(getBreathMoment(8)).toEqual({
      done: false,
      breath: 1,
      phase: 'out',
      secondsLeft: 6,
      phaseSeconds: 6,
    })
    expect(getBreathMoment(14)).toMatchObject({ breath: 2, phase: 'in' })
    expect(getBreathMoment(EXERCISE_SECONDS - 1)).toMatchObject({
      breath: BREATH_COUNT,
      phase: 'out',
      secondsLeft: 1,
    })
    expect(getBreathMoment(EXERCISE_SECONDS)).toEqual({ done: true })
  })
})
