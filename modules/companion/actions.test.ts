import { count, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { dailyCheckIn, quitPlan } from '@/db/schema/companion'
import { addDays, getEarliestQuitDate } from '@/lib/calendar'
import { getSession } from '@/modules/auth/session'
import { form } from '@/tests/support/form'
import { memberSession } from '@/tests/support/users'
import {
  checkInAction,
  logCravingAction,
  savePlanAction,
  setNewQuitDateAction,
  syncTimeZoneAction,
} from './actions'
import { saveCheckIn } from './commands'
import { getPlan, listCheckIns, listCravings } from './queries'

vi.mock('@/modules/auth/session', () => ({ getSession: vi.fn() }))
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const signedIn = (id: string | null) => vi.mocked(getSession).mockResolvedValue(memberSession(id))

const validPlan = {
  quitDate: '2026-01-10',
  cigarettesPerDay: '15',
  packPrice: '9,80',
  packSize: '20',
  currency: 'EUR',
  reason1: 'Meine Kinder',
  reason2: '  ',
  reason3: 'Treppen ohne Keuchen',
  timeZone: 'Europe/Berlin',
}

beforeEach(async () => {
  signedIn(null)
  await db.delete(users)
  await db.insert(users).values([
    { id: 'anna', name: 'Anna', email: 'anna@example.test' },
    { id: 'ben', name: 'Ben', email: 'ben@example.test' },
  ])
})

describe('savePlanAction', () => {
  it('starts a cut-down plan today and refuses a target date that is not ahead (decision 067)', async () => {
    signedIn('anna')
    const ahead = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)
    expect(
      await savePlanAction(null, form({ ...validPlan, mode: 'cut-down', quitDate: '2026-01-10' })),
    ).toMatchObject({
      ok: false,
      fields: { quitDate: ['companion/cut-down-date-invalid'] },
    })
    expect(await savePlanAction(null, form({ ...validPlan, mode: 'cut-down', quitDate: ahead }))).toEqual({
      ok: true,
      data: undefined,
    })
    expect(await getPlan('anna')).toMatchObject({
      mode: 'cut-down',
      quitDate: ahead,
      cutDownFrom: expect.any(String),
    })
  })

  it('stores one plan per person, with reasons and zone, and edits it on the second save', async () => {
    signedIn('anna')
    expect(await savePlanAction(null, form(validPlan))).toEqual({ ok: true, data: undefined })
    expect(await getPlan('anna')).toEqual({
      quitDate: '2026-01-10',
      mode: 'quit',
      cutDownFrom: null,
      cigarettesPerDay: 15,
      packPriceMinor: 980,
      packSize: 20,
      currency: 'EUR',
      reasons: ['Meine Kinder', 'Treppen ohne Keuchen'],
      timeZone: 'Europe/Berlin',
      milestoneEmails: false,
      dailyReminderEmails: false,
      milestonePush: false,
      dailyReminderPush: false,
      dailyReminderTime: '19:00',
    })
    await savePlanAction(
      null,
      form({ ...validPlan, cigarettesPerDay: '10', timeZone: '', milestoneEmails: 'on' }),
    )
    const [rows] = await db.select({ n: count() }).from(quitPlan)
    expect(rows?.n).toBe(1)
    // Without JavaScript no zone is sent: the stored one stays.
    expect(await getPlan('anna')).toMatchObject({
      cigarettesPerDay: 10,
      timeZone: 'Europe/Berlin',
      milestoneEmails: true,
    })
  })

  it('drops a reason made only of invisible characters and trims them off the others', async () => {
    signedIn('anna')
    const zeroWidth = '\u200B\u200C\u200D\u2060\uFEFF'
    const result = await savePlanAction(
      null,
      form({ ...validPlan, reason2: zeroWidth, reason3: `${zeroWidth}Treppen ohne Keuchen\u200B ` }),
    )
    expect(result).toEqual({ ok: true, data: undefined })
    expect((await getPlan('anna'))?.reasons).toEqual(['Meine Kinder', 'Treppen ohne Keuchen'])
  })

  it('refuses a quit date more than 60 years back (1900 is no quit date)', async () => {
    signedIn('anna')
    for (const quitDate of ['1900-01-01', addDays(getEarliestQuitDate(new Date()), -1)]) {
      expect(await savePlanAction(null, form({ ...validPlan, quitDate }))).toMatchObject({
        ok: false,
        fields: { quitDate: ['companion/quit-date-too-early'] },
      })
    }
    expect(await getPlan('anna')).toBeNull()
    const earliest = getEarliestQuitDate(new Date())
    expect(await savePlanAction(null, form({ ...validPlan, quitDate: earliest }))).toEqual({
      ok: true,
      data: undefined,
    })
  })

  it('answers bad input with field codes and stores nothing', async () => {
    signedIn('anna')
    const result = await savePlanAction(
      null,
      form({
        ...validPlan,
        quitDate: '2026-02-30',
        packPrice: 'free',
        currency: 'XYZ',
        reason4: 'x'.repeat(201),
      }),
    )
    expect(result).toMatchObject({
      ok: false,
      code: 'common/invalid-input',
      fields: {
        quitDate: ['companion/quit-date-invalid'],
        packPrice: ['companion/price-invalid'],
        currency: ['companion/currency-invalid'],
        reasons: ['companion/reason-too-long'],
      },
    })
    expect(await getPlan('anna')).toBeNull()
  })

  it('refuses a quit date more than a year ahead and a visitor', async () => {
    signedIn('anna')
    expect(await savePlanAction(null, form({ ...validPlan, quitDate: '2099-01-01' }))).toMatchObject({
      fields: { quitDate: ['companion/quit-date-too-far'] },
    })
    expect(await savePlanAction(null, form({ ...validPlan, dailyReminderTime: '25:00' }))).toMatchObject({
      fields: { dailyReminderTime: ['companion/reminder-time-invalid'] },
    })
    signedIn(null)
    expect(await savePlanAction(null, form(validPlan))).toEqual({
      ok: false,
      status: 401,
      code: 'companion/sign-in-required',
    })
    expect(await savePlanAction(null, 'not a form' as unknown as FormData)).toEqual({
      ok: false,
      status: 400,
      code: 'common/invalid-input',
    })
  })
})

describe('check-ins', () => {
  it('needs a plan first', async () => {
    signedIn('anna')
    expect(await checkInAction(null, form({ status: 'smoke-free' }))).toEqual({
      ok: false,
      status: 409,
      code: 'companion/plan-required',
    })
  })

  it('keeps one check-in per local day: the second one the same day edits it', async () => {
    signedIn('anna')
    await savePlanAction(null, form(validPlan))
    expect(
      await checkInAction(null, form({ status: 'smoke-free', mood: '4', timeZone: 'Europe/Berlin' })),
    ).toEqual({
      ok: true,
      data: { smokeFree: true, edited: false },
    })
    expect(await checkInAction(null, form({ status: 'smoked', cigarettes: '3', cravingLevel: '8' }))).toEqual(
      {
        ok: true,
        data: { smokeFree: false, edited: true },
      },
    )
    const rows = await db.select().from(dailyCheckIn).where(eq(dailyCheckIn.userId, 'anna'))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ smokeFree: false, cigarettesSmoked: 3, mood: null, cravingLevel: 8 })
  })

  it('takes the day in the person’s zone: the same instant is two different days in two zones', async () => {
    signedIn('anna')
    await savePlanAction(null, form(validPlan))
    const instant = new Date('2026-03-01T23:30:00Z')
    await saveCheckIn(
      'anna',
      { smokeFree: true, cigarettesSmoked: 0, mood: null, cravingLevel: null, timeZone: 'UTC' },
      instant,
    )
    await saveCheckIn(
      'anna',
      { smokeFree: true, cigarettesSmoked: 0, mood: null, cravingLevel: null, timeZone: 'Asia/Tokyo' },
      instant,
    )
    expect((await listCheckIns('anna', '2026-01-01')).map((c) => c.day)).toEqual(['2026-03-01', '2026-03-02'])
    expect((await getPlan('anna'))?.timeZone).toBe('Asia/Tokyo')
  })

  it('asks how many cigarettes for a slip', async () => {
    signedIn('anna')
    await savePlanAction(null, form(validPlan))
    expect(await checkInAction(null, form({ status: 'smoked' }))).toMatchObject({
      fields: { cigarettes: ['companion/cigarettes-smoked-invalid'] },
    })
    expect(await checkInAction(null, form({ status: 'maybe' }))).toMatchObject({
      fields: { status: ['companion/check-in-status-required'] },
    })
  })
})

describe('a fresh start and cravings', () => {
  it('moves only the quit date and keeps the recorded slip', async () => {
    signedIn('anna')
    await savePlanAction(null, form(validPlan))
    await checkInAction(null, form({ status: 'smoked', cigarettes: '2' }))
    expect(await setNewQuitDateAction(null, form({ quitDate: '2026-11-26' }))).toEqual({
      ok: true,
      data: undefined,
    })
    expect((await getPlan('anna'))?.quitDate).toBe('2026-11-26')
    expect(await listCheckIns('anna', '2000-01-01')).toHaveLength(1)
    signedIn('ben')
    expect(await setNewQuitDateAction(null, form({ quitDate: '2026-11-26' }))).toEqual({
      ok: false,
      status: 409,
      code: 'companion/plan-required',
    })
  })

  it('logs a craving with its trigger for the signed-in person only', async () => {
    signedIn('ben')
    expect(await logCravingAction(null, form({ intensity: '4', trigger: 'coffee' }))).toEqual({
      ok: true,
      data: undefined,
    })
    expect(await logCravingAction(null, form({ intensity: '9', trigger: 'moon' }))).toMatchObject({
      fields: { intensity: ['companion/intensity-invalid'], trigger: ['companion/trigger-invalid'] },
    })
    expect(await listCravings('ben', new Date(0))).toMatchObject([{ intensity: 4, trigger: 'coffee' }])
    expect(await listCravings('anna', new Date(0))).toEqual([])
  })
})

describe('syncTimeZoneAction', () => {
  it('stores a real zone from the browser for a person with a plan, and refuses anything else', async () => {
    signedIn('anna')
    expect(await syncTimeZoneAction(null, form({ timeZone: 'Asia/Tokyo' }))).toEqual({
      ok: false,
      status: 409,
      code: 'companion/plan-required',
    })
    await savePlanAction(null, form(validPlan))
    expect(await syncTimeZoneAction(null, form({ timeZone: 'Asia/Tokyo' }))).toEqual({
      ok: true,
      data: undefined,
    })
    expect((await getPlan('anna'))?.timeZone).toBe('Asia/Tokyo')
    expect(await syncTimeZoneAction(null, form({ timeZone: 'Mars/Olympus' }))).toMatchObject({
      ok: false,
      status: 400,
      code: 'common/invalid-input',
    })
  })
})
