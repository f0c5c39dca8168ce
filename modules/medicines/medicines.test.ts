import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { quitPlan } from '@/db/schema/companion'
import { getSession } from '@/modules/auth/session'
import { buildCheckInAction } from '@/modules/companion/public'
import { form } from '@/tests/support/form'
import { memberSession } from '@/tests/support/users'
import { saveMedicineUseAction } from './actions'
import { medicineTakenField } from './check-in-field'
import { getIntake, getMedicineSummary } from './queries'

vi.mock('@/modules/auth/session', () => ({ getSession: vi.fn() }))
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const signedIn = (id: string | null) => vi.mocked(getSession).mockResolvedValue(memberSession(id))
const checkIn = buildCheckInAction([medicineTakenField])

beforeEach(async () => {
  signedIn(null)
  await db.delete(users)
  await db.insert(users).values({ id: 'anna', name: 'Anna', email: 'anna@example.test' })
  await db.insert(quitPlan).values({
    userId: 'anna',
    quitDate: '2026-01-10',
    cigarettesPerDay: 15,
    packPriceMinor: 900,
    currency: 'EUR',
    timeZone: 'UTC',
  })
})

describe('the medicine a person uses', () => {
  it('is recorded with its start date, refuses a future or unknown one, and "none" forgets it', async () => {
    signedIn('anna')
    expect(
      await saveMedicineUseAction(null, form({ medicine: 'nrt-patch', startedOn: '2026-01-10' })),
    ).toEqual({
      ok: true,
      data: undefined,
    })
    expect(await getMedicineSummary('anna', new Date('2026-01-13T12:00:00Z'))).toEqual({
      medicine: 'nrt-patch',
      startedOn: '2026-01-10',
      daysTaken: 0,
      daysSinceStart: 3,
    })
    expect(
      await saveMedicineUseAction(null, form({ medicine: 'snus', startedOn: '2026-01-10' })),
    ).toMatchObject({
      ok: false,
      fields: { medicine: ['medicines/unknown'] },
    })
    expect(
      await saveMedicineUseAction(null, form({ medicine: 'varenicline', startedOn: '2999-01-01' })),
    ).toMatchObject({
      ok: false,
      fields: { startedOn: ['medicines/start-in-future'] },
    })
    expect(await saveMedicineUseAction(null, form({ medicine: 'none' }))).toMatchObject({ ok: true })
    expect(await getMedicineSummary('anna')).toEqual({
      medicine: null,
      startedOn: null,
      daysTaken: 0,
      daysSinceStart: 0,
    })
  })
})

describe('"taken today?" in the daily check-in', () => {
  it('is stored with the check-in for the day and counted in the summary', async () => {
    signedIn('anna')
    await saveMedicineUseAction(null, form({ medicine: 'varenicline', startedOn: '2026-01-01' }))
    expect(
      await checkIn(null, form({ status: 'smoke-free', medicineTaken: 'yes', timeZone: 'UTC' })),
    ).toMatchObject({
      ok: true,
    })
    const today = new Date().toISOString().slice(0, 10)
    expect(await getIntake('anna', today)).toBe(true)
    expect((await getMedicineSummary('anna')).daysTaken).toBe(1)
    // The same day again edits the answer.
    await checkIn(null, form({ status: 'smoke-free', medicineTaken: 'no', timeZone: 'UTC' }))
    expect(await getIntake('anna', today)).toBe(false)
    expect((await getMedicineSummary('anna')).daysTaken).toBe(0)
  })

  it('stores nothing without an answer or without a medicine, and refuses a bad answer', async () => {
    signedIn('anna')
    const today = new Date().toISOString().slice(0, 10)
    await checkIn(null, form({ status: 'smoke-free', medicineTaken: 'yes' }))
    expect(await getIntake('anna', today)).toBeNull()
    await saveMedicineUseAction(null, form({ medicine: 'nrt-gum', startedOn: '2026-01-01' }))
    await checkIn(null, form({ status: 'smoke-free' }))
    expect(await getIntake('anna', today)).toBeNull()
    expect(await checkIn(null, form({ status: 'smoke-free', medicineTaken: 'maybe' }))).toMatchObject({
      ok: false,
      fields: { medicineTaken: ['medicines/taken-invalid'] },
    })
  })
})
