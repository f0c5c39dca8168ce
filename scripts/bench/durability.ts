// `npm run test:durability`: registrations through the public sign-up API while the app (and, in
// every other cycle, its embedded PostgreSQL) is killed with SIGKILL at a random moment, then
// restarted. Every sign-up the app acknowledged (200) must be in the database afterwards, and
// every restart must come up clean. DURABILITY_CYCLES (default 20); DURABILITY_DATABASE_URL runs
// the same against an external PostgreSQL (then only the app is killed). Loopback only.
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { findPostmaster, listPostgresProcesses, resetDataDir } from '@/e2e/support/postgres-process'
import {
  buildIfStale,
  findFreePort,
  isRunning,
  root,
  signalGroup,
  startApp,
  stopAllOnExit,
  stopChild,
  type TChild,
  waitForHttp,
} from './lib/app-process'
import { appendRun, describeMachine, formatTable } from './lib/report'
import { hasAuthApi, signUp, syntheticClientAddress } from './lib/site'

const CYCLES = Number(process.env.DURABILITY_CYCLES ?? 20)
const WRITERS = 4
const externalUrl = process.env.DURABILITY_DATABASE_URL
const work = path.join(root, '.tmp/durability')
const dataDir = path.join(work, 'data')
const distDir = process.env.BENCH_DIST_DIR ?? '.tmp/bench/next'
const log = (message: string) => console.log(`[durability] ${message}`)

type TCycle = {
  cycle: number
  killed: string
  acknowledged: number
  failedInFlight: number
  startMs: number
  missing: number
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** The app's database: the embedded server's credentials, or the external URL. */
async function connect(): Promise<pg.Client> {
  let url = externalUrl
  if (!url) {
    const credentials = JSON.parse(
      fs.readFileSync(path.join(dataDir, 'postgres-credentials.json'), 'utf8'),
    ) as {
      user: string
      password: string
    }
    const running = await findPostmaster(dataDir)
    if (!running) throw new Error('the embedded PostgreSQL is not running')
    url = `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${running.port}/exhale`
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return client
}

async function countMissing(emails: string[]): Promise<string[]> {
  if (emails.length === 0) return []
  const client = await connect()
  try {
    const found = await client.query<{ email: string }>('select email from users where email = any($1)', [
      emails,
    ])
    const present = new Set(found.rows.map((row) => row.email))
    return emails.filter((email) => !present.has(email))
  } finally {
    await client.end()
  }
}

function killPostgres(): number {
  const pids = listPostgresProcesses(dataDir)
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
    }
  }
  return pids.length
}

async function main() {
  const machine = describeMachine()
  buildIfStale(distDir, log)
  if (!externalUrl) await resetDataDir(dataDir)
  fs.rmSync(path.join(work, 'logs'), { recursive: true, force: true })
  const port = await findFreePort()
  const base = `http://127.0.0.1:${port}`
  const children: TChild[] = []
  stopAllOnExit(children)
  const acknowledged: string[] = []
  const cycles: TCycle[] = []
  let counter = 0
  let app: TChild | undefined
  let completed = false
  try {
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const started = Date.now()
      app = startApp({
        name: `durability-app-${cycle}`,
        port,
        dataDir,
        distDir,
        logDir: path.join(work, 'logs'),
        env: { TRUSTED_PROXIES: '127.0.0.1', ...(externalUrl ? { DATABASE_URL: externalUrl } : {}) },
      })
      children.push(app)
      await waitForHttp(`${base}/readyz`, app, 120_000)
      const startMs = Date.now() - started
      if (cycle === 1 && !(await hasAuthApi(base)))
        throw new Error('the sign-up API (/api/auth) is not mounted')
      // Everything acknowledged so far must be there after the restart.
      const missingAfterRestart = await countMissing(acknowledged)

      // Writers sign up as fast as the app answers; the kill comes at a random moment.
      let stop = false
      let failedInFlight = 0
      const before = acknowledged.length
      const writer = async () => {
        while (!stop) {
          counter += 1
          const email = `durable-${process.pid}-${counter}@example.com`
          try {
            const result = await signUp(
              base,
              { email, password: 'Durable-Passphrase-2026', name: `Durable ${counter}` },
              syntheticClientAddress(counter),
            )
            if (result.status === 200) acknowledged.push(email)
            else if (!stop) throw new Error(`sign-up answered ${result.status}: ${result.body.slice(0, 200)}`)
          } catch (error) {
            if (!stop) throw error
            failedInFlight += 1
          }
        }
      }
      const writers = Array.from({ length: WRITERS }, writer)
      // A sign-up hashes a password and may take seconds on a busy machine: the random moment is
      // counted from the cycle's first acknowledged write, so every cycle kills amid real writes.
      const firstDeadline = Date.now() + 30_000
      while (acknowledged.length === before && Date.now() < firstDeadline) await sleep(50)
      await sleep(500 + Math.random() * 2500)
      stop = true
      const killPostgresToo = !externalUrl && cycle % 2 === 0
      signalGroup(app, 'SIGKILL')
      const killedPostgres = killPostgresToo ? killPostgres() : 0
      await app.exited
      await Promise.allSettled(writers)
      const killed = killPostgresToo ? `app + postgres (${killedPostgres} processes)` : 'app'
      cycles.push({
        cycle,
        killed,
        acknowledged: acknowledged.length - before,
        failedInFlight,
        startMs,
        missing: missingAfterRestart.length,
      })
      log(
        `cycle ${cycle}: start ${startMs} ms, ${acknowledged.length - before} acknowledged, kill -9 ${killed}; missing after restart: ${missingAfterRestart.length}`,
      )
      if (killPostgresToo) {
        // Let the killed backends go before the next start recovers the cluster.
        const deadline = Date.now() + 10_000
        while (listPostgresProcesses(dataDir).length > 0 && Date.now() < deadline) await sleep(100)
      }
    }

    // A last clean start: everything acknowledged in all cycles is there.
    const started = Date.now()
    app = startApp({
      name: 'durability-app-final',
      port,
      dataDir,
      distDir,
      logDir: path.join(work, 'logs'),
      env: externalUrl ? { DATABASE_URL: externalUrl } : {},
    })
    children.push(app)
    await waitForHttp(`${base}/readyz`, app, 120_000)
    const finalStartMs = Date.now() - started
    const missing = await countMissing(acknowledged)
    const fatal = collectFatalLogLines(path.join(work, 'logs'))
    await stopChild(app)

    const body = [
      `${CYCLES} cycles against ${externalUrl ? 'an external PostgreSQL (DATABASE_URL; only the app is killed)' : 'the embedded PostgreSQL (even cycles kill PostgreSQL too)'}; ${WRITERS} concurrent writers signing up through \`POST /api/auth/sign-up/email\`; kill -9 0.5–3 s after the cycle's first acknowledged write.`,
      formatTable(
        [
          'cycle',
          'killed',
          'acknowledged sign-ups',
          'requests cut by the kill',
          'start (ms)',
          'missing after restart',
        ],
        cycles.map((c) => [c.cycle, c.killed, c.acknowledged, c.failedInFlight, c.startMs, c.missing]),
      ),
      `Final clean start: ${finalStartMs} ms. Acknowledged in total: ${acknowledged.length}; missing: **${missing.length}** (target 0). Fatal or error lines in the app logs: ${fatal.length}${fatal.length ? `\n\n\`\`\`\n${fatal.slice(0, 10).join('\n')}\n\`\`\`` : ''}.`,
      'Writes covered: registration. Survey answers, certificates and subscriptions are server actions; they join this loop once it drives actions over HTTP (see docs/benchmarks.md, gaps).',
    ].join('\n\n')
    console.log(`\n${body}`)
    appendRun(`npm run test:durability${externalUrl ? ' (DATABASE_URL)' : ''}`, body, machine)
    const lost = missing.length > 0 || cycles.some((c) => c.missing > 0)
    if (lost || fatal.length > 0) process.exitCode = 1
    completed = true
  } finally {
    for (const child of children) if (isRunning(child)) await stopChild(child)
    // After a failure the data directory (and DATA_DIR/postgres.log in it) is kept for the post-mortem.
    if (!externalUrl && completed) await resetDataDir(dataDir)
    else if (!externalUrl) log(`kept ${dataDir} (see postgres.log there)`)
  }
}

/** pino's JSON lines at level error (50) or fatal (60) in the app logs. */
function collectFatalLogLines(logDir: string): string[] {
  const lines: string[] = []
  for (const file of fs.readdirSync(logDir)) {
    for (const line of fs.readFileSync(path.join(logDir, file), 'utf8').split('\n')) {
      if (/"level":(50|60)/.test(line)) lines.push(`${file}: ${line.slice(0, 300)}`)
    }
  }
  return lines
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
