// A start right after kill -9 of the postmaster (not only of the app): the killed server's
// zombie and its orphaned backends still hold the directory, and PostgreSQL refused to start
// ("another server might be running" / "pre-existing shared memory block is still in use").
// `npm run test:durability` hit it once in 32 restarts; here it is forced every time.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { listProcessesIn } from './embedded-leftovers'
import { ensureEmbeddedPostgres, findRunningServer } from './embedded-server'

const dataDir = path.resolve('.tmp', `embedded-leftovers-${process.pid}-${randomBytes(3).toString('hex')}`)
const pgDir = path.join(dataDir, 'postgres')
const canRun = process.platform === 'linux' && existsSync('/proc')

afterAll(async () => {
  const running = await findRunningServer(pgDir)
  if (running) await (await ensureEmbeddedPostgres({ dataDir })).stop()
  await fs.rm(dataDir, { recursive: true, force: true })
}, 120_000)

describe.skipIf(!canRun)('embedded PostgreSQL after kill -9 of the postmaster', () => {
  it('starts anew at once although a backend of the killed server is still busy', async () => {
    const first = await ensureEmbeddedPostgres({ dataDir })
    const setup = new pg.Client({ connectionString: first.url })
    await setup.connect()
    await setup.query('create table kept (id integer primary key)')
    await setup.query('insert into kept values (1), (2), (3)')
    await setup.end()

    // A backend in a long CPU-bound query notices its postmaster's death only when it ends.
    const busy = new pg.Client({ connectionString: first.url })
    busy.on('error', () => {}) // the connection is cut below, on purpose
    await busy.connect()
    const query = busy.query('select count(*) from generate_series(1, 2000000000)').catch(() => undefined)
    await expect.poll(() => listProcessesIn(pgDir).then((pids) => pids.length)).toBeGreaterThan(1)
    process.kill(first.pid, 'SIGKILL')

    const messages: string[] = []
    const second = await ensureEmbeddedPostgres({
      dataDir,
      leftoverGraceMs: 1_000,
      log: (message) => messages.push(message),
    })
    try {
      expect(second.startedHere).toBe(true)
      expect(second.pid).not.toBe(first.pid)
      expect(messages.join('\n')).toMatch(/killed orphaned PostgreSQL processes/)
      const check = new pg.Client({ connectionString: second.url })
      await check.connect()
      const { rows } = await check.query<{ count: number }>('select count(*)::int as count from kept')
      await check.end()
      expect(rows[0]?.count).toBe(3)
    } finally {
      await query
      await busy.end().catch(() => undefined)
      await second.stop()
    }
  }, 120_000)
})
