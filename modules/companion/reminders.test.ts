import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { dailyCheckIn, quitPlan, reminderSent } from '@/db/schema/companion'
import type { TOutboxRecord } from '@/modules/email/transport'
import { savePushSubscription } from '@/modules/push/commands'
import { createFakeDevice, startFakePushService } from '@/tests/support/push-service'
import { findDueMilestone, isQuietHour, runDailyReminders, runMilestoneReminders } from './reminders'
import { handleReminderUnsubscribe } from './unsubscribe-route'

let outbox: string

async function readOutbox(): Promise<TOutboxRecord[]> {
  const files = await fs.readdir(outbox).catch(() => [] as string[])
  return Promise.all(
    files
      .filter((f) => f.endsWith('.json'))
      .map(async (f) => JSON.parse(await fs.readFile(path.join(outbox, f), 'utf8')) as TOutboxRecord),
  )
}

// The configuration is read once per process: one data directory, an outbox emptied per test.
beforeAll(async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'exhale-reminders-'))
  process.env.DATA_DIR = dataDir
  outbox = path.join(dataDir, 'outbox')
})

beforeEach(async () => {
  await fs.rm(outbox, { recursive: true, force: true })
  await db.delete(users)
  await db.insert(users).values({ id: 'greta', name: 'Greta', email: 'greta@example.test', locale: 'de' })
  // Quit on 22 November in Berlin: the third smoke-free day is 25 November.
  await db.insert(quitPlan).values({
    userId: 'greta',
    quitDate: '2026-11-22',
    cigarettesPerDay: 15,
    packPriceMinor: 900,
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    milestoneEmails: true,
  })
})

const berlin = (isoLocal: string) => new Date(`${isoLocal}+01:00`)

describe('milestone reminders', () => {
  it('picks only the latest milestone reached, within the catch-up window', () => {
    expect(findDueMilestone(0)).toBeNull()
    expect(findDueMilestone(3)).toBe(3)
    expect(findDueMilestone(5)).toBe(3)
    expect(findDueMilestone(12)).toBe(7)
    expect(findDueMilestone(13)).toBe(7) // six days late still counts
    expect(findDueMilestone(100)).toBeNull() // day 90 was ten days ago
    expect(findDueMilestone(365)).toBe(365)
  })

  it('sends the day-3 mail once, in German, with a working one-click unsubscribe', async () => {
    expect(await runMilestoneReminders(berlin('2026-11-25T10:00:00'))).toBe(1)
    expect(await runMilestoneReminders(berlin('2026-11-25T10:05:00'))).toBe(0)
    const mails = await readOutbox()
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail?.subject).toBe('3 Tage rauchfrei!')
    expect(mail?.text).toContain('seit 3 Tagen nicht geraucht')
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const url = /^<([^>]+)>$/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1]
    expect(url).toMatch(/\/api\/companion\/unsubscribe\?kind=milestone&token=[0-9a-f]{32}$/)

    const response = await handleReminderUnsubscribe(
      new Request(url!, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(response.status).toBe(200)
    const [plan] = await db.select().from(quitPlan).where(eq(quitPlan.userId, 'greta'))
    expect(plan?.milestoneEmails).toBe(false)
    // Off means off: the day-7 milestone sends nothing.
    expect(await runMilestoneReminders(berlin('2026-11-29T10:00:00'))).toBe(0)
    const forged = await handleReminderUnsubscribe(
      new Request('http://localhost/api/companion/unsubscribe?kind=milestone&token=nope', { method: 'POST' }),
    )
    expect(forged.status).toBe(400)
  })

  it('sends once when two scheduler passes run at the same time against the same database', async () => {
    const results = await Promise.all([
      runMilestoneReminders(berlin('2026-11-25T12:00:00')),
      runMilestoneReminders(berlin('2026-11-25T12:00:00')),
      runMilestoneReminders(berlin('2026-11-25T12:00:01')),
    ])
    expect(results.reduce((a, b) => a + b, 0)).toBe(1)
    expect(await readOutbox()).toHaveLength(1)
    expect(await db.select().from(reminderSent)).toHaveLength(1)
  })

  it('stays quiet from 22:00 to 08:00 local time and sends at 08:00', async () => {
    expect(isQuietHour(berlin('2026-11-25T21:59:00'), 'Europe/Berlin')).toBe(false)
    expect(await runMilestoneReminders(berlin('2026-11-25T22:00:00'))).toBe(0)
    expect(await runMilestoneReminders(berlin('2026-11-26T07:59:00'))).toBe(0)
    expect(await readOutbox()).toHaveLength(0)
    expect(await runMilestoneReminders(berlin('2026-11-26T08:00:00'))).toBe(1)
  })

  it('after downtime sends only the latest milestone, not every one missed', async () => {
    // Down from day 0 to day 8: day 7 is due, days 1 and 3 are not sent any more.
    expect(await runMilestoneReminders(berlin('2026-11-30T09:00:00'))).toBe(1)
    expect((await readOutbox()).map((m) => m.subject)).toEqual(['7 Tage rauchfrei!'])
    expect(await runMilestoneReminders(berlin('2026-12-01T09:00:00'))).toBe(0)
  })
})

describe('daily check-in reminder', () => {
  beforeEach(async () => {
    await db
      .update(quitPlan)
      .set({ milestoneEmails: false, dailyReminderEmails: true, dailyReminderTime: '19:30' })
      .where(eq(quitPlan.userId, 'greta'))
  })

  it('sends once a local day from the chosen time, only without a check-in, with its own one-click off', async () => {
    expect(await runDailyReminders(berlin('2026-11-25T19:29:00'))).toBe(0)
    expect(await runDailyReminders(berlin('2026-11-25T19:30:00'))).toBe(1)
    expect(await runDailyReminders(berlin('2026-11-25T21:00:00'))).toBe(0)
    const [mail] = await readOutbox()
    expect(mail?.subject).toBe('Wie war dein Tag?')
    // The next day the person checked in before the reminder time: nothing.
    await db.insert(dailyCheckIn).values({ userId: 'greta', day: '2026-11-26', smokeFree: true })
    expect(await runDailyReminders(berlin('2026-11-26T20:00:00'))).toBe(0)
    // After 22:00 nothing, and a missed day is not sent the next morning.
    expect(await runDailyReminders(berlin('2026-11-27T22:30:00'))).toBe(0)
    expect(await runDailyReminders(berlin('2026-11-28T08:30:00'))).toBe(0)

    const url = /^<([^>]+)>$/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1]
    expect(url).toContain('kind=daily')
    expect((await handleReminderUnsubscribe(new Request(url!, { method: 'POST' }))).status).toBe(200)
    const [plan] = await db.select().from(quitPlan).where(eq(quitPlan.userId, 'greta'))
    expect(plan).toMatchObject({ dailyReminderEmails: false })
  })
})

describe('reminders as Web Push notifications', () => {
  it('pushes the day-3 milestone to the person’s device, encrypted for it, and no mail when only push is on', async () => {
    const service = await startFakePushService()
    try {
      await db
        .update(quitPlan)
        .set({ milestoneEmails: false, milestonePush: true })
        .where(eq(quitPlan.userId, 'greta'))
      const device = createFakeDevice(`${service.origin}/push/greta`)
      await savePushSubscription('greta', device.subscription, 'Firefox')

      expect(await runMilestoneReminders(berlin('2026-11-25T09:00:00'))).toBe(1)
      expect(await runMilestoneReminders(berlin('2026-11-25T09:05:00'))).toBe(0)

      expect(service.received).toHaveLength(1)
      expect(JSON.parse(device.decrypt(service.received[0]!.body))).toEqual({
        title: '3 Tage rauchfrei!',
        body: 'Öffne deinen Fortschritt: Jeder rauchfreie Tag zählt.',
        url: '/de/progress',
        tag: 'milestone',
      })
      expect(await readOutbox()).toEqual([])
    } finally {
      await service.close()
    }
  })
})
