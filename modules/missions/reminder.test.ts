import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { quitPlan } from '@/db/schema/companion'
import { missionProgress } from '@/db/schema/missions'
import { runDailyReminders } from '@/modules/companion/reminders'
import { setUpTemporaryOutbox } from '@/tests/support/outbox'
import { buildMissionReminderExtras } from './reminder'

const readMails = setUpTemporaryOutbox('exhale-missions-', { beforeAll, beforeEach })

beforeEach(async () => {
  await db.delete(users)
  await db
    .insert(users)
    .values({ id: 'greta', name: 'Greta', email: 'greta@example.test', locale: 'de', emailVerified: true })
  // Three days before the quit date on 4 December (Berlin): the mission of the day is "first-days".
  await db.insert(quitPlan).values({
    userId: 'greta',
    quitDate: '2026-12-04',
    cigarettesPerDay: 15,
    packPriceMinor: 900,
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    dailyReminderEmails: true,
    dailyReminderTime: '19:00',
  })
})

const evening = new Date('2026-12-01T19:30:00+01:00')

describe('the daily reminder of a person in the programme', () => {
  it('names today’s mission and its task, in the person’s language', async () => {
    expect(await runDailyReminders(evening, buildMissionReminderExtras)).toBe(1)
    const [mail] = await readMails()
    expect(mail?.subject).toBe('Deine Mission für heute: Plane deine ersten drei Tage')
    expect(mail?.text).toContain('Schreib auf, was du in deinen ersten drei Tagen')
  })

  it('falls back to the plain check-in reminder once today’s mission is done', async () => {
    await db
      .insert(missionProgress)
      .values({ userId: 'greta', missionKey: 'first-days', status: 'done', answer: 'x' })
    expect(await runDailyReminders(evening, buildMissionReminderExtras)).toBe(1)
    const [mail] = await readMails()
    expect(mail?.subject).not.toContain('Mission')
  })
})
