// `npm run test:durability`: visitors' writes (register, survey answer, certificate, newsletter
// subscription; see lib/writes.ts for how each is sent and what counts as acknowledged) while the
// app (and, in every other cycle, its embedded PostgreSQL) is killed with SIGKILL at a random
// moment, then restarted at once. Every write the app acknowledged must be in the database after
// every restart, and every restart must come up clean. DURABILITY_CYCLES (default 20);
// DURABILITY_DATABASE_URL runs the same against an external PostgreSQL (then only the app is
// killed). Loopback only.
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
import { hasAuthApi, syntheticClientAddress } from './lib/site'
import {
  answerSurvey,
  createCertificate,
  loadWriteForms,
  register,
  subscribe,
  type TAccount,
  type TWrite,
  type TWriteForms,
  type TWriteKind,
  UnacknowledgedWrite,
  WRITE_KINDS,
} from './lib/writes'

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
  acknowledged: Record<TWriteKind, number>
  failedInFlight: number
  startMs: number
  missing: number
}

/** One writer's place in the round of write kinds, and the account its signed-in writes use. */
type TWriter = { account?: TAccount; next: number }

const MARKERS: Record<TWriteKind, string> = {
  register: 'e-mail in users',
  'survey answer': 'rows per account in survey_response',
  certificate: 'id from the redirect in certificate',
  subscription: 'e-mail in newsletter_subscription',
}

const zeroCounts = () =>
  Object.fromEntries(WRITE_KINDS.map((kind) => [kind, 0])) as Record<TWriteKind, number>

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

/** The acknowledged writes that the database does not hold (survey answers: counted per account). */
async function findMissing(writes: TWrite[]): Promise<TWrite[]> {
  if (writes.length === 0) return []
  const markers = (kind: TWriteKind) => writes.filter((w) => w.kind === kind).map((w) => w.marker)
  const client = await connect()
  try {
    const present = async (sql: string, kind: TWriteKind) =>
      new Set((await client.query<{ marker: string }>(sql, [markers(kind)])).rows.map((row) => row.marker))
    const users = await present('select email as marker from users where email = any($1)', 'register')
    const certificates = await present(
      'select id as marker from certificate where id = any($1)',
      'certificate',
    )
    const subscriptions = await present(
      'select email as marker from newsletter_subscription where email = any($1)',
      'subscription',
    )
    const surveyRows = await client.query<{ marker: string; count: number }>(
      'select user_id as marker, count(*)::int as count from survey_response where user_id = any($1) group by user_id',
      [markers('survey answer')],
    )
    const surveysLeft = new Map(surveyRows.rows.map((row) => [row.marker, row.count]))
    return writes.filter((write) => {
      if (write.kind === 'register') return !users.has(write.marker)
      if (write.kind === 'certificate') return !certificates.has(write.marker)
      if (write.kind === 'subscription') return !subscriptions.has(write.marker)
      // Each acknowledged answer of an account must have its own row.
      const left = surveysLeft.get(write.marker) ?? 0
      surveysLeft.set(write.marker, left - 1)
      return left <= 0
    })
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
  const acknowledged: TWrite[] = []
  // Writes the app answered with anything but success while it was not being killed.
  const refusals: string[] = []
  const cycles: TCycle[] = []
  const writerStates: TWriter[] = Array.from({ length: WRITERS }, (_, index) => ({ next: index }))
  let forms: TWriteForms | undefined
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
      const missingAfterRestart = await findMissing(acknowledged)
      const counts = zeroCounts()
      if (!forms) {
        // The pages' forms once, the certificate form as a signed-in visitor sees it.
        counter += 1
        const account = await register(
          base,
          `durable-${process.pid}-${counter}@example.com`,
          syntheticClientAddress(counter),
        )
        acknowledged.push({ kind: 'register', marker: account.email })
        counts.register += 1
        forms = await loadWriteForms(base, account)
      }

      // Writers go round the four kinds as fast as the app answers; the kill comes at a random moment.
      let stop = false
      let failedInFlight = 0
      const before = acknowledged.length
      const write = async (
        kind: TWriteKind,
        state: TWriter,
        n: number,
        pageForms: TWriteForms,
      ): Promise<string> => {
        const email = `durable-${process.pid}-${n}@example.com`
        if (kind === 'subscription') return subscribe(base, pageForms, email, syntheticClientAddress(n))
        if (kind === 'register' || !state.account) {
          state.account = await register(base, email, syntheticClientAddress(n))
          return state.account.email
        }
        if (kind === 'survey answer') return answerSurvey(base, pageForms, state.account)
        return createCertificate(base, pageForms, state.account, `Durable ${process.pid}-${n}`)
      }
      const writer = async (state: TWriter, pageForms: TWriteForms) => {
        while (!stop) {
          counter += 1
          const n = counter
          const scheduled = WRITE_KINDS[state.next % WRITE_KINDS.length] ?? 'register'
          // Signed-in writes need an account first.
          const kind = state.account || scheduled === 'subscription' ? scheduled : 'register'
          try {
            const marker = await write(kind, state, n, pageForms)
            acknowledged.push({ kind, marker })
            counts[kind] += 1
            if (kind === scheduled) state.next += 1
          } catch (error) {
            if (stop) failedInFlight += 1
            else {
              refusals.push(`cycle ${cycle}, ${kind}: ${(error as Error).message}`)
              if (!(error instanceof UnacknowledgedWrite)) log(`${kind} failed: ${(error as Error).message}`)
              await sleep(500)
            }
          }
        }
      }
      const pageForms = forms
      const writers = writerStates.map((state) => writer(state, pageForms))
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
        acknowledged: counts,
        failedInFlight,
        startMs,
        missing: missingAfterRestart.length,
      })
      log(
        `cycle ${cycle}: start ${startMs} ms, acknowledged ${WRITE_KINDS.map((kind) => `${counts[kind]} ${kind}`).join(', ')}; kill -9 ${killed}; missing after restart: ${missingAfterRestart.length}`,
      )
      // The next start follows at once: what the killed server left behind (a postmaster not yet
      // reaped, backends still attached to its shared memory) is the app's to cope with
      // (db/embedded-leftovers.ts), as after a real crash.
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
    const missing = await findMissing(acknowledged)
    const fatal = collectFatalLogLines(path.join(work, 'logs'))
    await stopChild(app)

    const total = (kind: TWriteKind, list: TWrite[]) => list.filter((write) => write.kind === kind).length
    const body = [
      `${CYCLES} cycles against ${externalUrl ? 'an external PostgreSQL (DATABASE_URL; only the app is killed)' : 'the embedded PostgreSQL (even cycles kill PostgreSQL too)'}; ${WRITERS} concurrent writers, each going round register (\`POST /api/auth/sign-up/email\`), survey answer, certificate and newsletter subscription (the last three as the pages' no-JavaScript forms post them, signed in with the writer's newest account; the subscription with a solved ALTCHA check). Acknowledged = what a browser shows as success: sign-up 200 with a session, the survey page showing the saved result, the certificate's 303 to /certificate/{id}, the newsletter's "check your inbox". Kill -9 0.5–3 s after the cycle's first acknowledged write; the next start follows at once.`,
      formatTable(
        [
          'cycle',
          'killed',
          ...WRITE_KINDS,
          'requests cut by the kill',
          'start (ms)',
          'missing after restart',
        ],
        cycles.map((c) => [
          c.cycle,
          c.killed,
          ...WRITE_KINDS.map((kind) => c.acknowledged[kind]),
          c.failedInFlight,
          c.startMs,
          c.missing,
        ]),
      ),
      formatTable(
        ['write', 'acknowledged', 'missing after the final start', 'checked by'],
        WRITE_KINDS.map((kind) => [kind, total(kind, acknowledged), total(kind, missing), MARKERS[kind]]),
      ),
      `Final clean start: ${finalStartMs} ms. Acknowledged in total: ${acknowledged.length}; missing: **${missing.length}** (target 0). Writes refused while the app was not being killed: ${refusals.length}${refusals.length ? ` (${refusals.slice(0, 5).join('; ')})` : ''}. Fatal or error lines in the app logs: ${fatal.length}${fatal.length ? `\n\n\`\`\`\n${fatal.slice(0, 10).join('\n')}\n\`\`\`` : ''}.`,
    ].join('\n\n')
    console.log(`\n${body}`)
    appendRun(`npm run test:durability${externalUrl ? ' (DATABASE_URL)' : ''}`, body, machine)
    const lost = missing.length > 0 || cycles.some((c) => c.missing > 0)
    if (lost || fatal.length > 0 || refusals.length > 0) process.exitCode = 1
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
