import { describe, expect, it } from 'vitest'
import { daysBetween, type TIsoDate } from '@/lib/calendar'
import { planGoals, type TGoal, type TMoneyKept } from './row'

// €4.80 a day: 12 cigarettes at €8.00 for 20.
const DAILY = 480

function money(quitDate: TIsoDate, today: TIsoDate, slips: Record<TIsoDate, number> = {}): TMoneyKept {
  const on = (day: TIsoDate) => {
    const days = Math.max(0, daysBetween(quitDate, day))
    const lost = Object.entries(slips)
      .filter(([slip]) => slip >= quitDate && slip <= day)
      .reduce((sum, [, minor]) => sum + minor, 0)
    return Math.max(0, days * DAILY - lost)
  }
  const counting = today >= quitDate
  return {
    quitDate,
    today,
    counting,
    smokeFreeDays: counting ? daysBetween(quitDate, today) : 0,
    moneySavedMinor: on(today),
    dailySpendMinor: DAILY,
    moneySavedOn: on,
  }
}

const goal = (id: number, priceMinor: number, reachedOn: TIsoDate | null = null): TGoal => ({
  id,
  name: `goal ${id}`,
  priceMinor,
  reachedOn,
  celebratedAt: null,
})

describe('savings goals in a row', () => {
  it('names the day a goal is reached at today’s pace, and reaches it on that day', () => {
    const start = planGoals([goal(1, 4800)], money('2026-12-01', '2026-12-01'))
    expect(start.active).toMatchObject({ keptMinor: 0, reachDate: '2026-12-11', daysLeft: 10 })
    const halfway = planGoals([goal(1, 4800)], money('2026-12-01', '2026-12-06'))
    expect(halfway.active).toMatchObject({ keptMinor: 2400, reachDate: '2026-12-11', daysLeft: 5 })
    const reached = planGoals([goal(1, 4800)], money('2026-12-01', '2026-12-11'))
    expect(reached.active).toBeNull()
    expect(reached.newlyReached).toEqual([{ id: 1, reachedOn: '2026-12-11' }])
  })

  it('before the quit date counts from it; a later visit stores the day the money first covered it', () => {
    const before = planGoals([goal(1, 4800)], money('2026-12-01', '2026-11-25'))
    expect(before.active).toMatchObject({ keptMinor: 0, reachDate: '2026-12-11' })
    const late = planGoals([goal(1, 4800)], money('2026-12-01', '2026-12-20'))
    expect(late.newlyReached).toEqual([{ id: 1, reachedOn: '2026-12-11' }])
  })

  it('fills the goals one after the other with what is left over', () => {
    const row = planGoals([goal(1, 2400), goal(2, 4800), goal(3, 100)], money('2026-12-01', '2026-12-08'))
    expect(row.newlyReached).toEqual([{ id: 1, reachedOn: '2026-12-06' }])
    expect(row.active).toMatchObject({ goal: { id: 2 }, keptMinor: 960, reachDate: '2026-12-16' })
    expect(row.queued.map((g) => g.id)).toEqual([3])
  })

  it('slows the pace after a slip; a goal of an earlier attempt stays reached and uses no money now', () => {
    // A slip that cost 7 days' money: 3 days' worth kept over 10 days.
    const slow = planGoals([goal(1, 4800)], money('2026-12-01', '2026-12-11', { '2026-12-05': 7 * DAILY }))
    expect(slow.active).toMatchObject({ keptMinor: 1440, daysLeft: 24 })
    const fresh = planGoals([goal(1, 2400, '2026-11-10'), goal(2, 960)], money('2026-12-01', '2026-12-03'))
    expect(fresh.reached.map((g) => g.id)).toEqual([1, 2])
    expect(fresh.newlyReached).toEqual([{ id: 2, reachedOn: '2026-12-03' }])
  })

  it('has no date while nothing is left over', () => {
    const none = planGoals([goal(1, 4800)], money('2026-12-01', '2026-12-03', { '2026-12-02': 5 * DAILY }))
    expect(none.active).toMatchObject({ keptMinor: 0, reachDate: null, daysLeft: null })
  })
})
