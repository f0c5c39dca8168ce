import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { dailyCheckIn, quitPlan } from '@/db/schema/companion'
import { getSession } from '@/modules/auth/session'
import { form } from '@/tests/support/form'
import { setUpTemporaryOutbox } from '@/tests/support/outbox'
import { memberSession } from '@/tests/support/users'
import { addGoalAction, removeGoalAction } from './actions'
import { savingsGoalsEraser } from './erase'
import { loadGoalRow } from './goal-row'
import { listGoals } from './queries'
import { runSavingsGoalMails } from './reminders'

vi.mock('@/modules/auth/session', () => ({ getSession: vi.fn() }))
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const readMails = setUpTemporaryOutbox('exhale-goals-', { beforeAll, beforeEach })
const signedIn = (id: string | null) => vi.mocked(getSession).mockResolvedValue(memberSession(id))

beforeEach(async () => {
  signedIn(null)
  await db.delete(users)
  await db.insert(users).values([
    { id: 'ana', name: 'Ana', email: 'ana@example.test', locale: 'en', emailVerified: true },
    { id: 'ben', name: 'Ben', email: 'ben@example.test', locale: 'en', emailVerified: true },
  ])
  // €4.80 a day from 1 December 2026, in Lisbon (UTC in winter).
  await db.insert(quitPlan).values({
    userId: 'ana',
    quitDate: '2026-12-01',
    cigarettesPerDay: 12,
    packPriceMinor: 800,
    currency: 'EUR',
    timeZone: 'Europe/Lisbon',
    milestoneEmails: true,
  })
})

describe('savings goal actions', () => {
  it('adds goals with their price in minor units, names bad fields and keeps what was typed', async () => {
    signedIn('ana')
    expect(await addGoalAction(null, form({ name: 'Bike', price: '48' }))).toEqual({
      ok: true,
      data: undefined,
    })
    expect(await addGoalAction(null, form({ name: 'Concert', price: '89,90' }))).toMatchObject({ ok: true })
    expect(await addGoalAction(null, form({ name: ' ', price: '12.345' }))).toMatchObject({
      ok: false,
      status: 400,
      fields: { name: ['savings-goals/name-invalid'], price: ['savings-goals/price-invalid'] },
      values: { price: '12.345' },
    })
    expect((await listGoals('ana')).map((g) => [g.name, g.priceMinor])).toEqual([
      ['Bike', 4800],
      ['Concert', 8990],
    ])
  })

  it('needs a plan and a session; removes only the person’s own goal', async () => {
    signedIn('ben')
    expect(await addGoalAction(null, form({ name: 'Bike', price: '48' }))).toMatchObject({
      ok: false,
      code: 'savings-goals/plan-required',
    })
    signedIn('ana')
    await addGoalAction(null, form({ name: 'Bike', price: '48' }))
    const [bike] = await listGoals('ana')
    signedIn('ben')
    expect(await removeGoalAction(null, form({ id: String(bike?.id) }))).toMatchObject({
      ok: false,
      code: 'savings-goals/not-found',
    })
    signedIn('ana')
    expect(await removeGoalAction(null, form({ id: String(bike?.id) }))).toMatchObject({ ok: true })
    expect(await listGoals('ana')).toEqual([])
    signedIn(null)
    expect(await addGoalAction(null, form({ name: 'Bike', price: '48' }))).toMatchObject({
      ok: false,
      code: 'savings-goals/sign-in-required',
    })
  })
})

describe('a reached goal', () => {
  it('is stored with its day, survives a slip and a fresh start, and is celebrated by mail once', async () => {
    signedIn('ana')
    await addGoalAction(null, form({ name: 'Bike', price: '48' }))
    await addGoalAction(null, form({ name: 'Concert', price: '48' }))
    // Day 9: not yet.
    expect(await runSavingsGoalMails(new Date('2026-12-10T10:00:00Z'))).toBe(0)
    // Day 10, 23:30 is a quiet hour: stored, no mail yet; the next morning, one mail.
    expect(await runSavingsGoalMails(new Date('2026-12-11T23:30:00Z'))).toBe(0)
    expect((await listGoals('ana'))[0]?.reachedOn).toBe('2026-12-11')
    expect(await runSavingsGoalMails(new Date('2026-12-12T09:00:00Z'))).toBe(1)
    expect(await runSavingsGoalMails(new Date('2026-12-12T09:05:00Z'))).toBe(0)
    const mails = await readMails()
    expect(mails.map((mail) => mail.subject)).toEqual(['You have saved enough for Bike!'])
    expect(mails[0]?.text).toContain('€48.00')

    // A slip and a fresh start: the bike stays reached, the concert counts from the new date.
    await db
      .insert(dailyCheckIn)
      .values({ userId: 'ana', day: '2026-12-12', smokeFree: false, cigarettesSmoked: 10 })
    await db.update(quitPlan).set({ quitDate: '2026-12-13' })
    const loaded = await loadGoalRow('ana', new Date('2026-12-15T10:00:00Z'))
    expect(loaded?.row.reached.map((g) => [g.name, g.reachedOn])).toEqual([['Bike', '2026-12-11']])
    expect(loaded?.row.active).toMatchObject({
      goal: { name: 'Concert' },
      keptMinor: 960,
      reachDate: '2026-12-23',
    })
  })

  it('sends no mail when the plan sends no reminders', async () => {
    await db.update(quitPlan).set({ milestoneEmails: false })
    signedIn('ana')
    await addGoalAction(null, form({ name: 'Bike', price: '48' }))
    expect(await runSavingsGoalMails(new Date('2026-12-12T09:00:00Z'))).toBe(0)
    expect((await listGoals('ana'))[0]?.reachedOn).toBe('2026-12-11')
  })
})

describe('the goals in the data export and deletion', () => {
  it('exports and erases the person’s goals only', async () => {
    signedIn('ana')
    await addGoalAction(null, form({ name: 'Bike', price: '48' }))
    const subject = { userId: 'ana', email: 'ana@example.test' }
    expect(await savingsGoalsEraser.exportData?.(db, subject)).toMatchObject({
      goals: [{ name: 'Bike', priceMinor: 4800, reachedOn: null }],
    })
    expect(await savingsGoalsEraser.describe?.(db, subject)).toEqual({ quitCompanion: 1 })
    await db.transaction((tx) =>
      savingsGoalsEraser.erase({ tx, subject, now: new Date(), afterCommit: () => {} }),
    )
    expect(await listGoals('ana')).toEqual([])
  })
})
