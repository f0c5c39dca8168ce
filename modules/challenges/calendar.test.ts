import { describe, expect, it } from 'vitest'
import {
  canCheckInDay,
  getChallengeEndsOn,
  getChallengeState,
  isJoinable,
  listChallengeDays,
} from './calendar'

describe('challenge calendar', () => {
  it('ends on the last of its days', () => {
    expect(getChallengeEndsOn('2024-03-01', 7)).toBe('2024-03-07')
    expect(getChallengeEndsOn('2024-02-20', 14)).toBe('2024-03-04')
    expect(listChallengeDays('2024-02-27', 3)).toEqual(['2024-02-27', '2024-02-28', '2024-02-29'])
  })

  it.each([
    ['2024-02-29', null, 'upcoming'],
    ['2024-03-01', null, 'running'],
    ['2024-03-07', null, 'running'],
    ['2024-03-08', null, 'ended'],
    ['2024-03-03', new Date('2024-03-02T10:00:00Z'), 'closed'],
  ] as const)('on %s (closed %s) is %s', (today, closedAt, state) => {
    expect(getChallengeState({ startsOn: '2024-03-01', lengthDays: 7, closedAt, today })).toBe(state)
  })

  it('can be joined until it ends or closes', () => {
    expect(isJoinable('upcoming')).toBe(true)
    expect(isJoinable('running')).toBe(true)
    expect(isJoinable('ended')).toBe(false)
    expect(isJoinable('closed')).toBe(false)
  })

  it('checks in days that have come and belong to the challenge', () => {
    const base = { startsOn: '2024-03-01', lengthDays: 7, today: '2024-03-03' }
    expect(canCheckInDay({ ...base, day: '2024-03-01' })).toBe(true)
    expect(canCheckInDay({ ...base, day: '2024-03-03' })).toBe(true)
    expect(canCheckInDay({ ...base, day: '2024-03-04' })).toBe(false)
    expect(canCheckInDay({ ...base, day: '2024-02-29' })).toBe(false)
    expect(canCheckInDay({ ...base, today: '2024-04-01', day: '2024-03-07' })).toBe(true)
    expect(canCheckInDay({ ...base, today: '2024-04-01', day: '2024-03-08' })).toBe(false)
  })
})
