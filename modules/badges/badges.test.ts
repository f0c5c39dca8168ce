import { beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { cravingLog, dailyCheckIn, quitPlan } from '@/db/schema/companion'
import { missionProgress } from '@/db/schema/missions'
import { BADGES, findNewBadges, listNextBadges } from './catalogue'
import { earnBadges } from './earn'
import { badgesEraser } from './erase'
import { listEarnedBadges } from './queries'

describe('the badge catalogue', () => {
  it('has the smoke-free days 1 to 365 and unique keys', () => {
    expect(BADGES.filter((b) => b.family === 'smoke-free').map((b) => b.threshold)).toEqual([
      1, 3, 7, 14, 30, 90, 180, 365,
    ])
    expect(new Set(BADGES.map((b) => b.key)).size).toBe(BADGES.length)
  })

  it('dates smoke-free badges on the day they were reached, counts on the day they are noticed', () => {
    const values = { 'smoke-free': 8, streak: 2, cravings: 1, money: null, missions: 0 }
    expect(findNewBadges(values, new Set(['smoke-free-1']), '2026-12-09', '2026-12-01')).toEqual([
      { key: 'smoke-free-3', earnedOn: '2026-12-04' },
      { key: 'smoke-free-7', earnedOn: '2026-12-08' },
      { key: 'cravings-1', earnedOn: '2026-12-09' },
    ])
    expect(listNextBadges(values, new Set(['smoke-free-7']))).toEqual([
      { badge: { key: 'smoke-free-14', family: 'smoke-free', threshold: 14 }, missing: 6 },
      { badge: { key: 'streak-3', family: 'streak', threshold: 3 }, missing: 1 },
      { badge: { key: 'cravings-10', family: 'cravings', threshold: 10 }, missing: 9 },
      { badge: { key: 'missions-1', family: 'missions', threshold: 1 }, missing: 1 },
    ])
  })
})

describe('earned badges', () => {
  beforeEach(async () => {
    await db.delete(users)
    await db.insert(users).values({ id: 'eva', name: 'Eva', email: 'eva@example.test' })
    // 12 a day at €8.00 for 20: a pack's money every 1.67 days.
    await db.insert(quitPlan).values({
      userId: 'eva',
      quitDate: '2026-12-01',
      cigarettesPerDay: 12,
      packPriceMinor: 800,
      currency: 'EUR',
      timeZone: 'Europe/Berlin',
    })
  })

  it('come on day 7 and stay after a slip and a fresh start, with the attempt they came in', async () => {
    const day6 = await earnBadges('eva', new Date('2026-12-07T10:00:00Z'))
    expect(day6?.earned.map((b) => b.key)).not.toContain('smoke-free-7')
    const day7 = await earnBadges('eva', new Date('2026-12-08T10:00:00Z'))
    expect(day7?.earned).toContainEqual({
      key: 'smoke-free-7',
      earnedOn: '2026-12-08',
      quitDate: '2026-12-01',
    })
    expect(day7?.earned.map((b) => b.key)).toEqual(expect.arrayContaining(['money-1', 'smoke-free-3']))

    await db
      .insert(dailyCheckIn)
      .values({ userId: 'eva', day: '2026-12-09', smokeFree: false, cigarettesSmoked: 5 })
    await db.update(quitPlan).set({ quitDate: '2026-12-10' })
    const fresh = await earnBadges('eva', new Date('2026-12-10T10:00:00Z'))
    expect(fresh?.values['smoke-free']).toBe(0)
    expect(fresh?.earned).toContainEqual({
      key: 'smoke-free-7',
      earnedOn: '2026-12-08',
      quitDate: '2026-12-01',
    })
  })

  it('count cravings, missions and streaks; export and erase them', async () => {
    await db.insert(cravingLog).values({ userId: 'eva', intensity: 3, trigger: 'coffee' })
    await db.insert(missionProgress).values({ userId: 'eva', missionKey: 'triggers', status: 'done' })
    await db
      .insert(dailyCheckIn)
      .values(
        ['2026-12-02', '2026-12-03', '2026-12-04'].map((day) => ({ userId: 'eva', day, smokeFree: true })),
      )
    const result = await earnBadges('eva', new Date('2026-12-04T18:00:00Z'))
    expect(result?.values).toMatchObject({ streak: 3, cravings: 1, missions: 1 })
    expect(result?.earned.map((b) => b.key)).toEqual(
      expect.arrayContaining(['streak-3', 'cravings-1', 'missions-1']),
    )

    const subject = { userId: 'eva', email: 'eva@example.test' }
    const exported = (await badgesEraser.exportData?.(db, subject)) as { badges: unknown[] }
    expect(exported.badges).toHaveLength(result?.earned.length ?? -1)
    await db.transaction((tx) => badgesEraser.erase({ tx, subject, now: new Date(), afterCommit: () => {} }))
    expect(await listEarnedBadges('eva')).toEqual([])
  })
})
