import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { getSession } from '@/modules/auth/session'
import { form } from '@/tests/support/form'
import { memberSession } from '@/tests/support/users'
import { addCopingPlanAction, deleteCopingPlanAction, saveRiskyHourSettingsAction } from './actions'
import { getRiskyHourSettings, listCopingPlans } from './queries'

vi.mock('@/modules/auth/session', () => ({ getSession: vi.fn() }))
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))

const signedIn = (id: string | null) => vi.mocked(getSession).mockResolvedValue(memberSession(id))
const coffee = {
  trigger: 'coffee',
  situation: 'I want a cigarette with my coffee',
  action: 'drink water and walk',
}

beforeEach(async () => {
  signedIn(null)
  await db.delete(users)
  await db.insert(users).values([
    { id: 'anna', name: 'Anna', email: 'anna@example.test' },
    { id: 'ben', name: 'Ben', email: 'ben@example.test' },
  ])
})

describe('if-then plans', () => {
  it('stores up to ten plans per person; the eleventh is refused', async () => {
    signedIn('anna')
    for (let i = 0; i < 10; i++) {
      expect(await addCopingPlanAction(null, form({ ...coffee, action: `plan ${i}` }))).toEqual({
        ok: true,
        data: undefined,
      })
    }
    expect(await addCopingPlanAction(null, form(coffee))).toMatchObject({
      ok: false,
      code: 'coping-plans/too-many',
    })
    expect(await listCopingPlans('anna')).toHaveLength(10)
  })

  it('names each bad field, keeps what was typed, and refuses visitors', async () => {
    signedIn('anna')
    const result = await addCopingPlanAction(null, form({ trigger: 'tea', situation: ' ', action: 'walk' }))
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      fields: { trigger: ['coping-plans/trigger-invalid'], situation: ['coping-plans/situation-invalid'] },
      values: { action: 'walk' },
    })
    signedIn(null)
    expect(await addCopingPlanAction(null, form(coffee))).toMatchObject({
      ok: false,
      code: 'coping-plans/sign-in-required',
    })
    expect(await listCopingPlans('anna')).toEqual([])
  })

  it('deletes only the person’s own plan: another’s id looks missing', async () => {
    signedIn('anna')
    await addCopingPlanAction(null, form(coffee))
    const [plan] = await listCopingPlans('anna')
    signedIn('ben')
    expect(await deleteCopingPlanAction(null, form({ id: String(plan?.id) }))).toMatchObject({
      ok: false,
      code: 'coping-plans/not-found',
    })
    signedIn('anna')
    expect(await deleteCopingPlanAction(null, form({ id: String(plan?.id) }))).toEqual({
      ok: true,
      data: undefined,
    })
    expect(await listCopingPlans('anna')).toEqual([])
  })

  it('turns the risky-hour reminder on and off', async () => {
    signedIn('anna')
    expect(await getRiskyHourSettings('anna')).toEqual({ riskyHourEmails: false, riskyHourPush: false })
    await saveRiskyHourSettingsAction(null, form({ riskyHourEmails: 'on' }))
    expect(await getRiskyHourSettings('anna')).toEqual({ riskyHourEmails: true, riskyHourPush: false })
    await saveRiskyHourSettingsAction(null, form({}))
    expect(await getRiskyHourSettings('anna')).toEqual({ riskyHourEmails: false, riskyHourPush: false })
  })
})
