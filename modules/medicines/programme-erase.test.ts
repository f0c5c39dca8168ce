import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { copingPlan, copingPlanSettings } from '@/db/schema/coping-plans'
import { medicineIntake, medicineUse } from '@/db/schema/medicines'
import { missionProgress } from '@/db/schema/missions'
import { deleteAccount } from '@/modules/deletion/commands'
import { exportUserData } from '@/modules/deletion/queries'

// One test for the quit programme's three features (missions, if-then plans, medicines): their
// rows are in the person's export and leave with the account, and nobody else's do.
beforeAll(async () => {
  process.env.DATA_DIR = await fs.mkdtemp(path.join(os.tmpdir(), 'exhale-programme-'))
})

async function seed(userId: string) {
  await db
    .insert(missionProgress)
    .values({ userId, missionKey: 'triggers', status: 'done', answer: 'coffee' })
  await db.insert(copingPlan).values({ userId, trigger: 'coffee', situation: 'coffee', action: 'water' })
  await db.insert(copingPlanSettings).values({ userId, riskyHourEmails: true })
  await db.insert(medicineUse).values({ userId, medicine: 'nrt-patch', startedOn: '2026-01-01' })
  await db.insert(medicineIntake).values({ userId, day: '2026-01-02', medicine: 'nrt-patch', taken: true })
}

async function countRows(userId: string) {
  const n = async (
    table: typeof missionProgress | typeof copingPlan | typeof medicineUse | typeof medicineIntake,
  ) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId))
    return row?.n ?? 0
  }
  return [await n(missionProgress), await n(copingPlan), await n(medicineUse), await n(medicineIntake)]
}

describe('export and deletion of the quit programme', () => {
  it('exports missions done, plans and medicines, and erases them with the account', async () => {
    await db.insert(users).values([
      { id: 'leaving', name: 'Lea', email: 'lea@example.test' },
      { id: 'staying', name: 'Sam', email: 'sam@example.test' },
    ])
    await seed('leaving')
    await seed('staying')

    const { data } = await exportUserData({ userId: 'leaving', email: 'lea@example.test' })
    expect(data.missions).toEqual({
      missions: [expect.objectContaining({ mission: 'triggers', status: 'done', answer: 'coffee' })],
    })
    expect(data.copingPlans).toEqual({
      plans: [expect.objectContaining({ trigger: 'coffee', situation: 'coffee', action: 'water' })],
      settings: { riskyHourEmails: true, riskyHourPush: false },
    })
    expect(data.medicines).toEqual({
      medicine: expect.objectContaining({ medicine: 'nrt-patch', startedOn: '2026-01-01' }),
      intakes: [{ day: '2026-01-02', medicine: 'nrt-patch', taken: true }],
    })

    await deleteAccount('leaving')
    expect(await countRows('leaving')).toEqual([0, 0, 0, 0])
    expect(await countRows('staying')).toEqual([1, 1, 1, 1])
  })
})
