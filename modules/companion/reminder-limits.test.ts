import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { cravingLog } from '@/db/schema/companion'
import { actionRateLimit } from '@/db/schema/rate-limit'
import { getSession } from '@/modules/auth/session'
import { form } from '@/tests/support/form'
import { readOutbox } from '@/tests/support/outbox'
import { memberSession } from '@/tests/support/users'
import { logCravingAction, savePlanAction, setNewQuitDateAction } from './actions'
import { runDailyReminders, runMilestoneReminders } from './reminders'

// What one account can make the reminders and the companion's forms do: reminders only to a
// confirmed, not banned address, each milestone once however the quit date moves, and writes
// limited per person. The server's clock is the `now` each pass is given: nothing waits.

vi.mock('@/modules/auth/session', () => ({ getSession: vi.fn() }))
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

let outbox: string
const readMails = () => readOutbox(outbox)

beforeAll(async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'exhale-reminder-limits-'))
  process.env.DATA_DIR = dataDir
  outbox = path.join(dataDir, 'outbox')
})

beforeEach(async () => {
  await fs.rm(outbox, { recursive: true, force: true })
  await db.delete(actionRateLimit)
  await db.delete(users)
  // Registered with someone's address; nobody has confirmed it.
  await db.insert(users).values({ id: 'mo', name: 'Mo', email: 'mo@example.test', locale: 'en' })
  vi.mocked(getSession).mockResolvedValue(memberSession('mo'))
})

// Quit on 22 November in Berlin; "now" is 25 November 10:00 there: day 3. From 18 November: day 7.
const now = new Date('2026-11-25T10:00:00+01:00')
const DAY_3 = '2026-11-22'
const DAY_7 = '2026-11-18'
const plan = {
  quitDate: DAY_3,
  cigarettesPerDay: '15',
  packPrice: '9,80',
  packSize: '20',
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  milestoneEmails: 'on',
  dailyReminderEmails: 'on',
  dailyReminderTime: '08:00',
}

async function moveQuitDate(quitDate: string) {
  return setNewQuitDateAction(null, form({ quitDate }))
}

describe('reminders to an address nobody confirmed', () => {
  it('sends nothing however often the quit date moves; once confirmed, each milestone once', async () => {
    expect(await savePlanAction(null, form(plan))).toMatchObject({ ok: true })
    for (const quitDate of [DAY_7, DAY_3, DAY_7, DAY_3, DAY_7]) {
      expect(await moveQuitDate(quitDate)).toMatchObject({ ok: true })
      expect(await runMilestoneReminders(now)).toBe(0)
    }
    expect(await runDailyReminders(now)).toBe(0)
    expect(await readMails()).toEqual([])

    await db.update(users).set({ emailVerified: true }).where(eq(users.id, 'mo'))
    for (const quitDate of [DAY_3, DAY_7, DAY_3, DAY_7]) {
      expect(await moveQuitDate(quitDate)).toMatchObject({ ok: true })
      await runMilestoneReminders(now)
      // Passes later the same day and the next days see the same dates again.
      await runMilestoneReminders(new Date(now.getTime() + 5 * 60_000))
    }
    const subjects = (await readMails()).map((mail) => mail.subject).sort()
    expect(subjects).toEqual(['3 days smoke-free!', '7 days smoke-free!'])
  })

  it('sends nothing to a banned account, and again once the ban has run out', async () => {
    await db.update(users).set({ emailVerified: true, banned: true }).where(eq(users.id, 'mo'))
    expect(await savePlanAction(null, form(plan))).toMatchObject({ ok: true })
    expect(await runMilestoneReminders(now)).toBe(0)
    expect(await runDailyReminders(now)).toBe(0)
    await db
      .update(users)
      .set({ banExpires: new Date(now.getTime() - 60_000) })
      .where(eq(users.id, 'mo'))
    expect(await runMilestoneReminders(now)).toBe(1)
  })

  it('limits quit-date moves per person: a script moving it all day is refused', async () => {
    expect(await savePlanAction(null, form(plan))).toMatchObject({ ok: true })
    const answers = []
    // Ten moves, ending on DAY_3; then DAY_7 twice.
    for (let move = 0; move < 12; move += 1)
      answers.push(await moveQuitDate(move % 2 === 0 && move < 10 ? DAY_7 : move < 10 ? DAY_3 : DAY_7))
    expect(answers.slice(0, 10).every((answer) => answer.ok)).toBe(true)
    expect(answers.slice(10)).toEqual([
      { ok: false, status: 429, code: 'companion/too-many-requests' },
      { ok: false, status: 429, code: 'companion/too-many-requests' },
    ])
    // The plan form cannot move it either; saving it unchanged still works.
    expect(await savePlanAction(null, form({ ...plan, quitDate: DAY_7 }))).toMatchObject({
      code: 'companion/too-many-requests',
    })
    expect(await savePlanAction(null, form({ ...plan, quitDate: DAY_3 }))).toMatchObject({ ok: true })
  })
})

describe('companion writes per person', () => {
  it('takes a human’s craving logs, and answers a script’s 50 in a row with too many requests', async () => {
    const answers = []
    for (let attempt = 0; attempt < 50; attempt += 1)
      answers.push(await logCravingAction(null, form({ intensity: '3', trigger: 'coffee' })))
    const accepted = answers.filter((answer) => answer.ok).length
    expect(accepted).toBe(20)
    expect(answers.at(-1)).toEqual({ ok: false, status: 429, code: 'companion/too-many-requests' })
    const [stored] = await db.select({ n: count() }).from(cravingLog).where(eq(cravingLog.userId, 'mo'))
    expect(stored?.n).toBe(20)
    // Another person is not held up by this one.
    await db.insert(users).values({ id: 'ida', name: 'Ida', email: 'ida@example.test' })
    vi.mocked(getSession).mockResolvedValue(memberSession('ida'))
    expect(await logCravingAction(null, form({ intensity: '2', trigger: 'stress' }))).toMatchObject({
      ok: true,
    })
  })
})
