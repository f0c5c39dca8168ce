import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { quitPlan } from '@/db/schema/companion'
import { addDays, getTodayIn } from '@/lib/calendar'
import { logger } from '@/lib/logger'
import { setUpTemporaryOutbox } from '@/tests/support/outbox'
import { startBackgroundJobs, type TBackgroundJobs } from './background-jobs'

const readMails = setUpTemporaryOutbox('exhale-background-jobs-', { beforeAll, beforeEach })

/** A fixed-offset zone where it is now early afternoon: no quiet hour for the reminder. */
function afternoonZone(now: Date): string {
  const offset = 13 - now.getUTCHours() // hours ahead of UTC for 13:xx there
  const wrapped = ((offset + 12 + 24) % 24) - 12 // within −12 … +11, one of the Etc zones
  // Etc/GMT signs are inverted: Etc/GMT-2 is two hours ahead of UTC.
  return wrapped === 0 ? 'UTC' : `Etc/GMT${wrapped > 0 ? '-' : '+'}${Math.abs(wrapped)}`
}

let jobs: TBackgroundJobs | undefined

beforeEach(async () => {
  await db.delete(users)
  await db
    .insert(users)
    .values({ id: 'greta', name: 'Greta', email: 'greta@example.test', locale: 'en', emailVerified: true })
  // The third smoke-free day is today where Greta lives: the day-3 milestone mail is due now.
  const timeZone = afternoonZone(new Date())
  await db.insert(quitPlan).values({
    userId: 'greta',
    quitDate: addDays(getTodayIn(new Date(), timeZone), -3),
    cigarettesPerDay: 15,
    packPriceMinor: 900,
    currency: 'EUR',
    timeZone,
    milestoneEmails: true,
  })
})

afterEach(async () => {
  await jobs?.stop()
  jobs = undefined
})

describe('the background senders of an instance', () => {
  it('send no reminder with BROADCAST_WORKER=off, while an instance with them on does', async () => {
    jobs = startBackgroundJobs(logger, { config: { BROADCAST_WORKER: 'off' } })
    // Stopping waits for a reminder pass under way; the instance that is off has none.
    await jobs.stop()
    expect(await readMails()).toEqual([])

    jobs = startBackgroundJobs(logger, { config: { BROADCAST_WORKER: 'on' } })
    await jobs.stop()
    const mails = await readMails()
    expect(mails.map((mail) => mail.to)).toEqual(['greta@example.test'])
  })
})
