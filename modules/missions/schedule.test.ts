import { describe, expect, it } from 'vitest'
import { BCT_LABELS, MISSIONS } from './catalogue'
import { planMissions, type TMissionState } from './schedule'
import { MISSION_SOURCES } from './sources'

const none = new Map<string, TMissionState>()
const keys = (list: ReadonlyArray<{ key: string }>) => list.map((mission) => mission.key)

describe('the mission catalogue', () => {
  it('has about thirty missions, before and after the quit date, each with its technique and source', () => {
    expect(MISSIONS.length).toBe(30)
    expect(MISSIONS.filter((mission) => mission.day < 0).length).toBe(7)
    expect(new Set(MISSIONS.map((mission) => mission.day)).size).toBe(MISSIONS.length)
    expect(MISSIONS.map((mission) => mission.day)).toEqual(
      [...MISSIONS.map((mission) => mission.day)].sort((a, b) => a - b),
    )
    for (const mission of MISSIONS) {
      expect(BCT_LABELS[mission.bct], mission.key).toMatch(/\w/)
      expect(MISSION_SOURCES[mission.source].url, mission.key).toMatch(/^https:\/\//)
    }
    expect(Math.max(...MISSIONS.map((mission) => mission.day))).toBeLessThan(28)
  })
})

describe('which mission a person sees', () => {
  it('three days before the quit date: the day’s preparation mission, the earlier ones open to catch up', () => {
    const plan = planMissions('2026-12-04', '2026-12-01', none)
    expect(plan.phase).toBe('running')
    expect(plan.current?.key).toBe('first-days')
    expect(keys(plan.open)).toEqual(['triggers', 'tell-someone', 'choose-medicine', 'withdrawal'])
    expect(plan.next).toEqual({ mission: expect.objectContaining({ key: 'clear-out' }), date: '2026-12-02' })
  })

  it('the next day: the next mission; done and skipped ones are no longer open', () => {
    const states = new Map<string, TMissionState>([
      ['first-days', { status: 'done', answer: 'Walk after lunch' }],
      ['triggers', { status: 'skipped', answer: null }],
    ])
    const plan = planMissions('2026-12-04', '2026-12-02', states)
    expect(plan.current?.key).toBe('clear-out')
    expect(keys(plan.open)).toEqual(['tell-someone', 'choose-medicine', 'withdrawal'])
    expect(plan.done).toBe(1)
  })

  it('after the quit date the missions are the post-quit ones; a day without a new one keeps the last', () => {
    expect(planMissions('2026-12-04', '2026-12-04', none).current?.key).toBe('quit-day')
    expect(planMissions('2026-12-04', '2026-12-05', none).current?.key).toBe('ride-it-out')
    expect(planMissions('2026-12-04', '2026-12-20', none).current?.key).toBe('look-ahead')
  })

  it('long before the quit date it offers the first mission early; after four weeks the programme is over', () => {
    const early = planMissions('2026-12-31', '2026-12-01', none)
    expect(early).toMatchObject({ phase: 'early', current: { key: 'triggers' }, open: [] })
    const over = planMissions('2026-11-01', '2026-12-01', none)
    expect(over.phase).toBe('over')
    expect(over.current).toBeNull()
    expect(over.open).toHaveLength(MISSIONS.length)
  })
})
