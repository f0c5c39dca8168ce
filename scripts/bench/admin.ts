// `npm run bench:admin`: the admin area's heavy writes, timed on this machine against a real
// PostgreSQL (DATABASE_URL, or an embedded server in BENCH_DATA_DIR, default .tmp/bench-admin):
//   - a code campaign of 10 000 codes (5 runs) and one of 100 000 (the form's maximum),
//   - 20 concurrent redemptions of one code with max 5 (must give exactly 5 successes),
//   - a broadcast to 2 000 subscribers through the worker, from start to completed.
// The unit tests prove correctness with generous bounds; this measures.
import fs from 'node:fs/promises'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { closeDatabase, db } from '@/db/client'
import { migrateDatabase } from '@/db/migrate'
import { users } from '@/db/schema/auth'
import { broadcast } from '@/db/schema/broadcasts'
import { redeemableCode } from '@/db/schema/codes'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { saveBroadcastDraft, startBroadcast } from '@/modules/broadcasts/commands'
import { insertSubscribers } from '@/modules/broadcasts/testing'
import { startBroadcastWorker } from '@/modules/broadcasts/worker'
import { createCampaign, redeemCode } from '@/modules/codes/commands'
import { openDatabase } from '@/server/database'

process.env.DATA_DIR = process.env.BENCH_DATA_DIR ?? '.tmp/bench-admin'
process.env.DATABASE_POOL_SIZE = '25'
const log = (message: string) => console.log(`[bench:admin] ${message}`)

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const value = await run()
  return { value, ms: Math.round(performance.now() - started) }
}

async function insertUsers(count: number, prefix: string): Promise<string[]> {
  const rows = await db.execute<{ id: string }>(sql`
    insert into ${users} (id, name, email)
    select ${prefix} || n, 'Bench ' || n, ${prefix} || n || '@bench.test' from generate_series(1, ${count}) as n
    on conflict do nothing returning id`)
  return rows.rows.map((row) => row.id)
}

async function main() {
  const config = getConfig()
  const database = await openDatabase(config, logger)
  process.env.DATABASE_URL = database.url
  try {
    await migrateDatabase(database.url)
    const run = Date.now().toString(36)
    const [adminId] = await insertUsers(1, `bench-admin-${run}-`)

    const small: number[] = []
    for (let i = 0; i < 5; i += 1) {
      const { value, ms } = await timed(() =>
        createCampaign(adminId!, {
          name: `bench ${i}`,
          benefit: 'bench',
          codeCount: 10_000,
          maxRedemptionsPerCode: 1,
        }),
      )
      if (!value.ok || value.data.codeCount !== 10_000) throw new Error('campaign failed')
      small.push(ms)
    }
    small.sort((a, b) => a - b)
    log(`10 000 codes: median ${small[2]} ms (min ${small[0]}, max ${small[4]})`)
    const large = await timed(() =>
      createCampaign(adminId!, {
        name: 'bench large',
        benefit: 'bench',
        codeCount: 100_000,
        maxRedemptionsPerCode: 1,
      }),
    )
    log(`100 000 codes: ${large.ms} ms`)

    const five = await createCampaign(adminId!, {
      name: 'bench race',
      benefit: 'bench',
      codeCount: 1,
      maxRedemptionsPerCode: 5,
    })
    if (!five.ok) throw new Error('campaign failed')
    const [code] = await db.select().from(redeemableCode).where(eq(redeemableCode.campaignId, five.data.id))
    const people = await insertUsers(20, `bench-redeem-${run}-`)
    const race = await timed(() => Promise.all(people.map((id) => redeemCode(id, code!.code))))
    log(
      `20 concurrent redemptions (max 5): ${race.value.filter((o) => o.ok).length} successes in ${race.ms} ms`,
    )

    await insertSubscribers(2_000, 'de', { prefix: `bench-${run}` })
    const draft = await saveBroadcastDraft(adminId!, undefined, [
      { locale: 'de', subject: 'Bench', bodyMarkdown: 'Hallo **alle**' },
    ])
    if (!draft.ok) throw new Error('draft failed')
    const worker = startBroadcastWorker({ idleMs: 50 })
    const send = await timed(async () => {
      const started = await startBroadcast(adminId!, draft.data.id, ['de'])
      if (!started.ok) throw new Error(started.code)
      for (;;) {
        const [row] = await db
          .select({ status: broadcast.status })
          .from(broadcast)
          .where(eq(broadcast.id, draft.data.id))
        if (row?.status === 'completed') return started.data.recipients
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    })
    await worker.stop()
    log(`broadcast to ${send.value} subscribers (outbox, one worker): ${send.ms} ms`)
  } finally {
    await closeDatabase()
    if (database.startedHere) await database.stop()
    await fs.rm(path.join(config.dataDir, 'outbox'), { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
