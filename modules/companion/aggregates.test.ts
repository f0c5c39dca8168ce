import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { dailyCheckIn, quitPlan } from '@/db/schema/companion'
import { routing } from '@/i18n/routing'
import { getCompanionAggregates } from './aggregates'

const now = new Date('2026-11-25T12:00:00Z')

describe('what admins see of the quit companion', () => {
  it('counts plans, the median smoke-free days, the 7-day check-in rate and slips, without any person', async () => {
    await db.insert(users).values([
      { id: 'p1', name: 'One', email: 'one@example.test' },
      { id: 'p2', name: 'Two', email: 'two@example.test' },
      { id: 'p3', name: 'Three', email: 'three@example.test' },
    ])
    const plan = { cigarettesPerDay: 10, packPriceMinor: 700, currency: 'EUR' }
    await db.insert(quitPlan).values([
      { userId: 'p1', quitDate: '2026-11-15', ...plan }, // 10 days
      { userId: 'p2', quitDate: '2026-11-05', ...plan }, // 20 days
      { userId: 'p3', quitDate: '2026-12-01', ...plan }, // not yet
    ])
    await db.insert(dailyCheckIn).values([
      { userId: 'p1', day: '2026-11-24', smokeFree: true },
      { userId: 'p1', day: '2026-11-25', smokeFree: false, cigarettesSmoked: 2 },
      { userId: 'p2', day: '2026-11-20', smokeFree: true },
      { userId: 'p2', day: '2026-11-01', smokeFree: true }, // outside both windows
    ])
    const aggregates = await getCompanionAggregates(now)
    expect(aggregates).toMatchObject({
      peopleWithPlan: 3,
      medianSmokeFreeDays: 15,
      checkInRate7d: Math.round((3 / 21) * 100),
      slips7d: 1,
    })
    expect(aggregates.days).toHaveLength(14)
    expect(aggregates.days.at(-1)).toEqual({ day: '2026-11-25', smokeFree: 0, slips: 1 })
    // Nothing in it names a person.
    const text = JSON.stringify(aggregates)
    for (const id of ['p1', 'p2', 'p3', 'one@example.test']) expect(text).not.toContain(id)
  })

  it('has no admin URL that reads a person’s plan, check-ins or cravings', () => {
    // No admin route of the app is about the companion…
    const adminPaths = Object.keys(routing.pathnames).filter((p) => p.startsWith('/admin'))
    expect(adminPaths.filter((p) => /progress|check|craving|plan|companion/i.test(p))).toEqual([])
    // …and the only route files that read per-person companion data are the signed-in person's
    // own pages, which pass their session's user id (never an id from the URL).
    const readers: string[] = []
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name)
        if (entry.isDirectory()) walk(file)
        else if (/\.(ts|tsx)$/.test(entry.name)) {
          const source = fs.readFileSync(file, 'utf8')
          if (
            /@\/modules\/companion\/(queries|components\/progress-page|certificate-prefill)|db\/schema\/companion/.test(
              source,
            )
          )
            readers.push(path.relative('app', file))
        }
      }
    }
    walk('app')
    expect(readers.sort()).toEqual([
      path.join('[locale]', '(site)', 'certificates', 'new', 'page.tsx'),
      path.join('[locale]', '(site)', 'progress', 'page.tsx'),
    ])
    for (const file of readers) {
      expect(fs.readFileSync(path.join('app', file), 'utf8')).toContain('session.user')
    }
  })
})
