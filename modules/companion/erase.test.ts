import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { cravingLog, dailyCheckIn, quitPlan } from '@/db/schema/companion'
import { deleteAccount } from '@/modules/deletion/commands'

// The deletion sends its confirmation mail to the outbox in DATA_DIR.
beforeAll(async () => {
  process.env.DATA_DIR = await fs.mkdtemp(path.join(os.tmpdir(), 'exhale-companion-'))
})

async function countRows(userId: string) {
  const rows = async (table: typeof quitPlan | typeof dailyCheckIn | typeof cravingLog) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId))
    return row?.n ?? 0
  }
  return { plans: await rows(quitPlan), checkIns: await rows(dailyCheckIn), cravings: await rows(cravingLog) }
}

describe('account deletion and the quit companion', () => {
  it('removes the plan, every check-in and every craving of the person, and nobody else’s', async () => {
    await db.insert(users).values([
      { id: 'leaving', name: 'Lea', email: 'lea@example.test' },
      { id: 'staying', name: 'Sam', email: 'sam@example.test' },
    ])
    for (const userId of ['leaving', 'staying']) {
      await db.insert(quitPlan).values({
        userId,
        quitDate: '2026-01-01',
        cigarettesPerDay: 10,
        packPriceMinor: 700,
        currency: 'EUR',
      })
      await db.insert(dailyCheckIn).values([
        { userId, day: '2026-01-02', smokeFree: true },
        { userId, day: '2026-01-03', smokeFree: false, cigarettesSmoked: 2 },
      ])
      await db.insert(cravingLog).values({ userId, intensity: 2, trigger: 'stress' })
    }
    expect(await countRows('leaving')).toEqual({ plans: 1, checkIns: 2, cravings: 1 })

    await deleteAccount('leaving')

    expect(await countRows('leaving')).toEqual({ plans: 0, checkIns: 0, cravings: 0 })
    expect(await countRows('staying')).toEqual({ plans: 1, checkIns: 2, cravings: 1 })
  })
})
