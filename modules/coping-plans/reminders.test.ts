import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { cravingLog, quitPlan } from '@/db/schema/companion'
import { copingPlan, copingPlanSettings } from '@/db/schema/coping-plans'
import { setUpTemporaryOutbox } from '@/tests/support/outbox'
import { runRiskyHourReminders } from './reminders'

const readMails = setUpTemporaryOutbox('exhale-coping-', { beforeAll, beforeEach })
const lisbon = (isoLocal: string) => new Date(`${isoLocal}+00:00`)

beforeEach(async () => {
  await db.delete(users)
  await db
    .insert(users)
    .values({ id: 'rui', name: 'Rui', email: 'rui@example.test', locale: 'en', emailVerified: true })
  await db.insert(quitPlan).values({
    userId: 'rui',
    quitDate: '2026-11-20',
    cigarettesPerDay: 10,
    packPriceMinor: 500,
    currency: 'EUR',
    timeZone: 'Europe/Lisbon',
  })
  // Most cravings around 08:00, with coffee; one in the evening with a drink.
  await db.insert(cravingLog).values([
    { userId: 'rui', intensity: 4, trigger: 'coffee', loggedAt: lisbon('2026-11-24T08:05:00') },
    { userId: 'rui', intensity: 3, trigger: 'coffee', loggedAt: lisbon('2026-11-25T08:20:00') },
    { userId: 'rui', intensity: 5, trigger: 'stress', loggedAt: lisbon('2026-11-26T08:40:00') },
    { userId: 'rui', intensity: 2, trigger: 'alcohol', loggedAt: lisbon('2026-11-26T21:00:00') },
  ])
  await db.insert(copingPlan).values([
    {
      userId: 'rui',
      trigger: 'coffee',
      situation: 'I want a cigarette with my coffee',
      action: 'drink it on the balcony without one',
    },
    {
      userId: 'rui',
      trigger: 'alcohol',
      situation: 'I have a beer',
      action: 'hold the glass in my smoking hand',
    },
  ])
})

describe('the reminder before the risky hour', () => {
  it('sends the plan for that hour’s trigger by mail shortly before 08:00 local time, once a day', async () => {
    await db.insert(copingPlanSettings).values({ userId: 'rui', riskyHourEmails: true })
    expect(await runRiskyHourReminders(lisbon('2026-11-27T07:20:00'))).toBe(0)
    expect(await runRiskyHourReminders(lisbon('2026-11-27T07:40:00'))).toBe(1)
    expect(await runRiskyHourReminders(lisbon('2026-11-27T07:45:00'))).toBe(0)
    const mails = await readMails()
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('Your plan for 08:00')
    expect(mails[0]?.text).toContain(
      'If I want a cigarette with my coffee, then I will drink it on the balcony without one.',
    )
    expect(mails[0]?.text).not.toContain('beer')
    // The next morning it comes again.
    expect(await runRiskyHourReminders(lisbon('2026-11-28T07:35:00'))).toBe(1)
  })

  it('sends nothing to an address its owner has not confirmed', async () => {
    await db.insert(copingPlanSettings).values({ userId: 'rui', riskyHourEmails: true })
    await db.update(users).set({ emailVerified: false })
    expect(await runRiskyHourReminders(lisbon('2026-11-27T07:40:00'))).toBe(0)
  })

  it('sends nothing to a person who did not ask for it', async () => {
    expect(await runRiskyHourReminders(lisbon('2026-11-27T07:40:00'))).toBe(0)
    await db.insert(copingPlanSettings).values({ userId: 'rui', riskyHourEmails: false })
    expect(await runRiskyHourReminders(lisbon('2026-11-27T07:40:00'))).toBe(0)
    expect(await readMails()).toEqual([])
  })
})
