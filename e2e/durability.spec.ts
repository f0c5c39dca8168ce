import path from 'node:path'
import { isBuildStale } from '@/server/build'
import {
  findFreePort,
  killTrackedApps,
  openAppDatabase,
  startTrackedApp,
  type TTrackedApp,
  waitUntilReady,
} from './support/app-process'
import { expect, test } from './support/fixtures'
import {
  findPostmaster,
  isProcessAlive,
  listPostgresProcesses,
  resetDataDir,
} from './support/postgres-process'

// The whole app (no browser) on its own DATA_DIR and port, with the build the web server made:
// kill -9 of the app leaves its PostgreSQL running; the next start adopts it with the data;
// SIGTERM stops both; stop and start keep the data.
const root = path.resolve(import.meta.dirname, '..')

const started: TTrackedApp[] = []
const dataDirs: string[] = []

test.describe.configure({ mode: 'serial', timeout: 4 * 60_000 })

test.beforeAll(() => {
  // Starting would rebuild into the dist dir the web server serves from: only on a fresh build.
  test.skip(
    !process.env.CI && isBuildStale(root, { environment: false }),
    'sources changed after the e2e server was built; run again to include the durability tests',
  )
})

test.afterAll(async () => {
  killTrackedApps(started)
  for (const dir of dataDirs) await resetDataDir(dir)
})

/** `npm start`, or the command it runs (node scripts/start.mjs, the compiled scripts/start.ts). */
// 'node': the app process alone, as a supervisor runs it. Not through the tsx CLI: it relays
// signals to a child and SIGKILLs it when the child does not report back within 30 ms, which a
// loaded machine misses (the app dies without stopping PostgreSQL).
function startApp(how: 'npm' | 'node', dataDir: string, port: number): TTrackedApp {
  return startTrackedApp(
    started,
    { DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://localhost:${port}` },
    { viaNpm: how === 'npm' },
  )
}

async function writeRows(dataDir: string, marker: string, count: number) {
  const client = await openAppDatabase(dataDir)
  try {
    for (let i = 0; i < count; i += 1) {
      // One acknowledged (auto-committed) write each.
      await client.query("insert into audit_log (action, target_type, target_id) values ($1, 'e2e', $2)", [
        marker,
        String(i),
      ])
    }
  } finally {
    await client.end()
  }
}

async function countRows(dataDir: string, marker: string): Promise<number> {
  const client = await openAppDatabase(dataDir)
  try {
    const result = await client.query<{ count: string }>(
      'select count(distinct target_id) as count from audit_log where action = $1',
      [marker],
    )
    return Number(result.rows[0]?.count)
  } finally {
    await client.end()
  }
}

async function expectNoPostgres(dataDir: string) {
  expect(await findPostmaster(dataDir)).toBeUndefined()
  expect(listPostgresProcesses(dataDir)).toEqual([])
}

/** After Ctrl-C npm may end before the app has drained: wait for the port and PostgreSQL to close. */
async function expectStopped(port: number, dataDir: string) {
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (response) => response.status,
          () => 'closed',
        ),
      { timeout: 30_000 },
    )
    .toBe('closed')
  await expect.poll(() => listPostgresProcesses(dataDir), { timeout: 30_000 }).toEqual([])
  await expectNoPostgres(dataDir)
}

test('kill -9 of the app leaves PostgreSQL running; the next start adopts it with the data', async () => {
  const dataDir = '.tmp/e2e/durability-kill'
  dataDirs.push(dataDir)
  await resetDataDir(dataDir)
  const port = await findFreePort()
  const marker = `e2e-kill-${Date.now()}`

  const first = startApp('node', dataDir, port)
  await waitUntilReady(first, port)
  const postmaster = await findPostmaster(dataDir)
  expect(postmaster, 'the app started PostgreSQL').toBeDefined()
  await writeRows(dataDir, marker, 100)

  process.kill(-first.pid, 'SIGKILL')
  expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' })
  expect(isProcessAlive(postmaster!.pid), 'PostgreSQL outlives the app').toBe(true)

  const second = startApp('node', dataDir, port)
  await waitUntilReady(second, port)
  expect((await findPostmaster(dataDir))?.pid, 'the running server was adopted').toBe(postmaster!.pid)
  expect(listPostgresProcesses(dataDir), 'one PostgreSQL for this directory').toEqual([postmaster!.pid])
  expect(await countRows(dataDir, marker)).toBe(100)

  process.kill(second.pid, 'SIGTERM')
  expect(await second.exited, second.output()).toEqual({ code: 0, signal: null })
  await expectNoPostgres(dataDir)
})

test('`npm start` twice: stopping and starting again keeps the data', async () => {
  const dataDir = '.tmp/e2e/durability-restart'
  dataDirs.push(dataDir)
  await resetDataDir(dataDir)
  const port = await findFreePort()
  const marker = `e2e-restart-${Date.now()}`

  const first = startApp('npm', dataDir, port)
  await waitUntilReady(first, port)
  await writeRows(dataDir, marker, 20)
  // Ctrl-C in a terminal: SIGINT to the whole foreground process group. npm itself ends by the
  // signal (like any shell command interrupted); the app drains and stops PostgreSQL.
  process.kill(-first.pid, 'SIGINT')
  expect((await first.exited).signal ?? 'exited').toMatch(/^(SIGINT|exited)$/)
  await expectStopped(port, dataDir)

  const second = startApp('npm', dataDir, port)
  await waitUntilReady(second, port)
  expect(await countRows(dataDir, marker)).toBe(20)
  process.kill(-second.pid, 'SIGINT')
  await second.exited
  await expectStopped(port, dataDir)
  expect(second.output()).not.toMatch(/"level":(50|60)/) // no error or fatal log line
})

// `docker stop` and most supervisors signal only the main process. npm passes SIGTERM to the
// `sh -c` that runs the start script, and sh would end without passing it on; the start
// script execs tsx so the signal reaches the app, which stops its PostgreSQL.
test('SIGTERM to `npm start` alone stops the app and its PostgreSQL', async () => {
  const dataDir = '.tmp/e2e/durability-npm-sigterm'
  dataDirs.push(dataDir)
  await resetDataDir(dataDir)
  const port = await findFreePort()
  const app = startApp('npm', dataDir, port)
  await waitUntilReady(app, port)
  process.kill(app.pid, 'SIGTERM')
  expect(await app.exited).toEqual({ code: 0, signal: null })
  // The server must be gone too, not only npm.
  await expectStopped(port, dataDir)
})
