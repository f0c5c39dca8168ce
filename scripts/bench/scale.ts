// `npm run test:scale`: two app instances on one PostgreSQL and one Redis behind the deploy/ nginx
// cache, on loopback. Virtual users mix page views, sign-ups, sign-ins and survey submissions
// (the survey's no-JavaScript form post) for a fixed time. Then: error rate < 0.1 %, a session
// made through nginx is valid on both instances, the sign-in rate limit is shared between them
// (Redis), and the database holds every acknowledged write exactly once.
//
// Settings (defaults are the issue's figures): SCALE_VUS (200), SCALE_SECONDS (60),
// SCALE_THINK_MS (5000: each user pauses 0.5–1.5× this between actions; people read a page for
// longer, so 200 users here are a busier site than 200 readers),
// SCALE_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres: a fresh database is created
// there and dropped afterwards), SCALE_REDIS_URL (redis://127.0.0.1:6379/9). Skips with a message
// when nginx, PostgreSQL or Redis is missing. Results: docs/benchmarks.md.
import { randomBytes } from 'node:crypto'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'
import {
  buildIfStale,
  findFreePorts,
  root,
  startApp,
  stopAllOnExit,
  stopChild,
  type TChild,
  waitForHttp,
} from './lib/app-process'
import { fillForm, findForm, pickRadioAnswers, postForm, type TForm } from './lib/forms'
import { hasNginx, startNginx, writeCacheConfig } from './lib/nginx'
import { readRssMb } from './lib/personal-load'
import { appendRun, describeMachine, formatTable, ms, pct, verdict } from './lib/report'
import { localePath, readSession, signIn, signUp } from './lib/site'

const VUS = Number(process.env.SCALE_VUS ?? 200)
const SECONDS = Number(process.env.SCALE_SECONDS ?? 60)
const THINK_MS = Number(process.env.SCALE_THINK_MS ?? 5000)
// What a user does next: mostly reading; the rest survey submissions. A sign-up or sign-in costs
// ~75 ms of CPU for the password hash (scrypt): the first run (2026-11-23) had 20 % of actions
// hashing at a 1 s think time, ~40 hashes/s, more than 2 shared cores can do (docs/benchmarks.md).
const MIX = { page: 0.75, signUp: 0.05, signIn: 0.05 }
const adminUrl = process.env.SCALE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const redisUrl = process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379/9'
const distDir = process.env.BENCH_DIST_DIR ?? '.tmp/bench/next'
const work = path.join(root, '.tmp/scale')
const ERROR_RATE_TARGET = 0.001
const REQUEST_TIMEOUT_MS = 30_000
const log = (message: string) => console.log(`[scale] ${message}`)

type TKind = 'page' | 'sign-up' | 'sign-in' | 'survey form' | 'survey post'
type TStats = { requests: number; errors: number; latencies: number[]; failures: Map<string, number> }

// Each run uses its own block of client addresses (198.19.0.0/16, a benchmarking range), so the
// per-address limits of an earlier run in the same Redis do not count against this one.
const runBlock = randomBytes(1)[0] ?? 0
const clientAddress = (vu: number) => `198.19.${runBlock}.${vu % 250}`

async function main() {
  const machine = describeMachine()
  const missing = await missingServices()
  if (missing.length > 0) {
    log(`skipped: ${missing.join('; ')}`)
    return
  }
  buildIfStale(distDir, log)

  const database = `exhale_scale_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${database}`)
  const databaseUrl = withDatabase(adminUrl, database)
  log(`database ${database} created`)

  const children: TChild[] = []
  stopAllOnExit(children)
  try {
    const [portA, portB, nginxPort] = await findFreePorts(3)
    const site = `http://127.0.0.1:${nginxPort}`
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      PUBLIC_URL: site,
      // Both instances must sign and read the same session cookies.
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      TRUSTED_PROXIES: '127.0.0.1',
      LOG_LEVEL: 'warn',
    }
    const instance = (name: string, port: number) =>
      startApp({ name, port, dataDir: path.join(work, `data-${name}`), distDir, logDir: work, env })
    // One after the other: the first one migrates the fresh database.
    const appA = instance('a', portA)
    children.push(appA)
    await waitForHttp(`http://127.0.0.1:${portA}/readyz`, appA, 180_000)
    const appB = instance('b', portB)
    children.push(appB)
    await waitForHttp(`http://127.0.0.1:${portB}/readyz`, appB, 180_000)
    children.push(
      await startNginx(
        'scale-nginx',
        writeCacheConfig(path.join(work, 'nginx'), nginxPort, [portA, portB]),
        nginxPort,
      ),
    )
    const instances = [`http://127.0.0.1:${portA}`, `http://127.0.0.1:${portB}`]
    log(`instances ${instances.join(', ')} behind nginx ${site}`)

    const surveyPath = localePath('en', '/survey/test')
    const form = findForm(await (await fetch(site + surveyPath)).text(), (f) => f.radios.size > 0)
    if (!form) throw new Error(`${surveyPath} has no survey form with hidden fields and radio buttons`)
    const pages = ['/', '/help', surveyPath, localePath('ru', '/'), localePath('ru', '/help')]
    // Warm-up: each instance compiles its routes once; nginx fills its cache.
    for (const base of [...instances, site]) for (const page of pages) await (await fetch(base + page)).text()

    const stats = new Map<TKind, TStats>()
    const memory = sampleMemory([appA, appB])
    // The sampling timer must not outlive a failed load (it would keep this process running).
    const load = await runUsers({ site, pages, surveyPath, form, stats }).catch((error: unknown) => {
      memory.stop()
      throw error
    })
    const rss = memory.stop()
    const sessions = await checkSessions(site, instances)
    const rateLimit = await checkSharedRateLimit(site, instances)
    const rows = await checkRows(databaseUrl, load)

    const body = formatReport({ stats, load, sessions, rateLimit, rows, rss })
    console.log(`\n${body}`)
    appendRun('npm run test:scale', body, machine)
    const requests = [...stats.values()].reduce((sum, s) => sum + s.requests, 0)
    const errors = [...stats.values()].reduce((sum, s) => sum + s.errors, 0)
    if (
      errors / Math.max(requests, 1) >= ERROR_RATE_TARGET ||
      !sessions.ok ||
      !rateLimit.ok ||
      !rows.ok ||
      !rss.ok
    )
      process.exitCode = 1
  } finally {
    for (const child of children.reverse()) await stopChild(child)
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await admin.end()
    log(`database ${database} dropped`)
  }
}

async function missingServices(): Promise<string[]> {
  const missing: string[] = []
  if (!hasNginx(log)) missing.push('nginx is not installed (apt-get install -y nginx)')
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
  } catch (error) {
    missing.push(
      `PostgreSQL at ${adminUrl} does not answer (${(error as Error).message}); set SCALE_POSTGRES_URL`,
    )
  } finally {
    await client.end().catch(() => {})
  }
  if (!(await redisAnswers(redisUrl)))
    missing.push(`Redis at ${redisUrl} does not answer PING; set SCALE_REDIS_URL`)
  return missing
}

function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(3_000, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')))
  })
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

type TLoad = {
  acknowledgedSignUps: string[]
  attemptedSignUps: number
  acknowledgedSurveys: number
  attemptedSurveys: number
  signedIn: { email: string; cookie: string }[]
  actions: number
}

/** "HTTP 400 INVALID_EMAIL": the status and the server's error code, so failures can be told apart. */
function failureOf(result: { status: number; body: string }): string {
  let code = ''
  try {
    code = String((JSON.parse(result.body) as { code?: unknown }).code ?? '')
  } catch {
    code = result.body.slice(0, 40)
  }
  return `HTTP ${result.status}${code ? ` ${code}` : ''}`
}

function record(stats: Map<TKind, TStats>, kind: TKind, started: number, failure?: string) {
  const entry: TStats = stats.get(kind) ?? { requests: 0, errors: 0, latencies: [], failures: new Map() }
  stats.set(kind, entry)
  entry.requests += 1
  entry.latencies.push(performance.now() - started)
  if (failure) {
    entry.errors += 1
    entry.failures.set(failure, (entry.failures.get(failure) ?? 0) + 1)
  }
}

async function runUsers(options: {
  site: string
  pages: string[]
  surveyPath: string
  form: TForm
  stats: Map<TKind, TStats>
}): Promise<TLoad> {
  const { site, pages, surveyPath, form, stats } = options
  const load: TLoad = {
    acknowledgedSignUps: [],
    attemptedSignUps: 0,
    acknowledgedSurveys: 0,
    attemptedSurveys: 0,
    signedIn: [],
    actions: 0,
  }
  const deadline = Date.now() + SECONDS * 1000
  const password = 'scale test passphrase 42'
  const timed = async <T>(kind: TKind, call: () => Promise<T>, ok: (value: T) => string | undefined) => {
    const started = performance.now()
    try {
      const value = await call()
      record(stats, kind, started, ok(value))
      return value
    } catch (error) {
      record(
        stats,
        kind,
        started,
        (error as Error).name === 'TimeoutError' ? 'timeout' : (error as Error).message,
      )
      return undefined
    }
  }
  const user = async (vu: number) => {
    const address = clientAddress(vu)
    const headers = { 'X-Forwarded-For': address }
    let account: { email: string; cookie: string } | undefined
    let signUps = 0
    // Users start spread over the first think time, not all in the same millisecond.
    await sleep(Math.random() * THINK_MS)
    while (Date.now() < deadline) {
      load.actions += 1
      const roll = Math.random()
      if (roll < MIX.page) {
        const page = pages[Math.floor(Math.random() * pages.length)] ?? '/'
        await timed(
          'page',
          async () => {
            const response = await fetch(site + page, {
              headers: account ? { ...headers, Cookie: account.cookie } : headers,
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            })
            await response.arrayBuffer()
            return response.status
          },
          (status) => (status === 200 ? undefined : `HTTP ${status}`),
        )
      } else if (roll < MIX.page + MIX.signUp || (roll < MIX.page + MIX.signUp + MIX.signIn && !account)) {
        signUps += 1
        const email = `scale-${process.pid}-${vu}-${signUps}@example.com`
        load.attemptedSignUps += 1
        const result = await timed(
          'sign-up',
          () => signUp(site, { email, password, name: `Scale ${vu}` }, address),
          (value) => (value.status === 200 && value.cookie ? undefined : failureOf(value)),
        )
        if (result?.status === 200 && result.cookie) {
          load.acknowledgedSignUps.push(email)
          account = { email, cookie: result.cookie }
        }
      } else if (roll < MIX.page + MIX.signUp + MIX.signIn && account) {
        const { email } = account
        const result = await timed(
          'sign-in',
          () => signIn(site, { email, password }, address),
          (value) => (value.status === 200 && value.cookie ? undefined : failureOf(value)),
        )
        if (result?.status === 200 && result.cookie) {
          account = { email, cookie: result.cookie }
          load.signedIn.push(account)
        }
      } else {
        const cookie: Record<string, string> = account ? { Cookie: account.cookie } : {}
        // The form page (from the cache for visitors), then the answers as a browser without JavaScript posts them.
        await timed(
          'survey form',
          async () => {
            const response = await fetch(site + surveyPath, {
              headers: { ...headers, ...cookie },
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            })
            await response.arrayBuffer()
            return response.status
          },
          (status) => (status === 200 ? undefined : `HTTP ${status}`),
        )
        const body = fillForm(form, pickRadioAnswers(form))
        load.attemptedSurveys += 1
        const status = await timed(
          'survey post',
          async () =>
            (
              await postForm(site + surveyPath, body, {
                origin: site,
                cookie: account?.cookie,
                clientAddress: address,
              })
            ).status,
          (value) => (value === 200 ? undefined : `HTTP ${value}`),
        )
        if (status === 200) load.acknowledgedSurveys += 1
      }
      await sleep(THINK_MS * (0.5 + Math.random()))
    }
  }
  log(`${VUS} virtual users for ${SECONDS} s …`)
  const progress = setInterval(() => {
    const requests = [...stats.values()].reduce((sum, s) => sum + s.requests, 0)
    const errors = [...stats.values()].reduce((sum, s) => sum + s.errors, 0)
    log(`… ${requests} requests, ${errors} errors`)
  }, 10_000)
  await Promise.all(Array.from({ length: VUS }, (_, vu) => user(vu)))
  clearInterval(progress)
  log('load done; checking sessions, rate limits and rows …')
  return load
}

type TCheck = { ok: boolean; detail: string }

/** Sessions made through nginx (whichever instance answered) must be valid on each instance. */
async function checkSessions(site: string, instances: string[]): Promise<TCheck> {
  const sample = [...new Map((await freshSessions(site)).map((s) => [s.email, s])).values()]
  let valid = 0
  let checks = 0
  for (const session of sample) {
    for (const base of instances) {
      checks += 1
      if (await readSession(base, session.cookie)) valid += 1
    }
  }
  return {
    ok: checks > 0 && valid === checks,
    detail: `${valid}/${checks} session checks valid (${sample.length} sessions made through nginx, each read on both instances)`,
  }
}

/** A few new accounts signed in through nginx, after the load (the load's own sessions rolled on). */
async function freshSessions(site: string): Promise<{ email: string; cookie: string }[]> {
  const sessions: { email: string; cookie: string }[] = []
  for (let index = 0; index < 6; index += 1) {
    const email = `scale-${process.pid}-session-${index}@example.com`
    const password = 'scale test passphrase 42'
    const address = `198.19.${runBlock}.${250 + (index % 4)}`
    const created = await signUp(site, { email, password, name: 'Scale session' }, address)
    const result = created.cookie ? created : await signIn(site, { email, password }, address)
    if (result.cookie) sessions.push({ email, cookie: result.cookie })
  }
  return sessions
}

/** Wrong passwords from one address, alternating between the instances: the 11th within a minute must be refused. */
async function checkSharedRateLimit(site: string, instances: string[]): Promise<TCheck> {
  const address = `198.19.${(runBlock + 128) % 256}.254`
  const statuses: number[] = []
  for (let attempt = 0; attempt < 14; attempt += 1) {
    const base = instances[attempt % instances.length] ?? site
    const response = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: site, 'X-Forwarded-For': address },
      body: JSON.stringify({ email: `nobody-${process.pid}@example.com`, password: 'wrong password 123' }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    await response.arrayBuffer()
    statuses.push(response.status)
  }
  const firstRefusal = statuses.indexOf(429)
  // The limit is 10 per minute per address; per instance alone it would only be reached at attempt 21.
  return {
    ok: firstRefusal >= 0 && firstRefusal <= 10,
    detail: `statuses in order (instances alternating): ${statuses.join(' ')}; first 429 at attempt ${firstRefusal + 1}`,
  }
}

type TRows = TCheck & { users: number; surveys: number }

/** Every acknowledged write is stored, and nothing twice. */
async function checkRows(databaseUrl: string, load: TLoad): Promise<TRows> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const prefix = `scale-${process.pid}-%`
    const users = await client.query<{ email: string }>('SELECT email FROM users WHERE email LIKE $1', [
      prefix,
    ])
    const stored = new Set(users.rows.map((row) => row.email))
    const lost = load.acknowledgedSignUps.filter((email) => !stored.has(email))
    const duplicates = await client.query<{ count: string }>(
      'SELECT count(*) FROM (SELECT lower(email) FROM users GROUP BY lower(email) HAVING count(*) > 1) d',
    )
    const surveys = Number(
      (await client.query<{ count: string }>('SELECT count(*) FROM survey_response')).rows[0]?.count,
    )
    const duplicateUsers = Number(duplicates.rows[0]?.count)
    // A survey post the load did not see acknowledged (timeout) may still have been stored; more
    // rows than attempts would be a duplicate (a retried POST).
    const surveysOk = surveys >= load.acknowledgedSurveys && surveys <= load.attemptedSurveys
    const ok = lost.length === 0 && duplicateUsers === 0 && surveysOk
    return {
      ok,
      users: users.rows.length,
      surveys,
      detail: `users: ${load.acknowledgedSignUps.length} sign-ups acknowledged, ${lost.length} of them missing, ${duplicateUsers} duplicate e-mail addresses; survey responses: ${surveys} stored for ${load.acknowledgedSurveys} acknowledged of ${load.attemptedSurveys} posted`,
    }
  } finally {
    await client.end()
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

// Memory target (decision 058): one instance after the mix holds at most this much, growing < 5 %
// over its last 5 minutes.
const RSS_LIMIT_MB = 400
const RSS_GROWTH_LIMIT = 0.05
const RSS_WINDOW_MS = 5 * 60_000

type TRssCheck = TCheck

/** Samples each instance's RSS every 10 s while the load runs; the check looks at the last samples. */
function sampleMemory(apps: TChild[]): { stop(): TRssCheck } {
  const samples = apps.map(() => [] as { at: number; mb: number }[])
  // A read that fails (the instance has exited, /proc is gone) is kept as a failed check, never
  // thrown: a throw in the timer is an uncaught exception that ends the run without its finally,
  // leaving nginx and the other instance running.
  const failures = apps.map(() => undefined as string | undefined)
  const take = () =>
    apps.forEach((app, index) => {
      try {
        samples[index]?.push({ at: Date.now(), mb: readRssMb(app.pid) })
      } catch (error) {
        failures[index] ??=
          `instance ${index + 1}: its memory could not be read (${(error as Error).message})`
      }
    })
  take()
  const timer = setInterval(take, 10_000)
  return {
    stop() {
      clearInterval(timer)
      take()
      const lines = samples.map((series, index) => {
        const failure = failures[index]
        const last = series.at(-1)
        if (failure || !last) return { ok: false, text: failure ?? `instance ${index + 1}: no memory sample` }
        // The last 5 minutes, or the second half of a shorter run.
        const windowStart = Math.max(series[0]!.at + (last.at - series[0]!.at) / 2, last.at - RSS_WINDOW_MS)
        const from = series.find((sample) => sample.at >= windowStart) ?? series[0]!
        const growth = (last.mb - from.mb) / from.mb
        const ok = last.mb <= RSS_LIMIT_MB && growth < RSS_GROWTH_LIMIT
        const minutes = (last.at - from.at) / 60_000
        return {
          ok,
          text: `instance ${index + 1}: ${last.mb.toFixed(0)} MB at the end (peak ${Math.max(...series.map((sample) => sample.mb)).toFixed(0)} MB), ${growth >= 0 ? '+' : ''}${pct(growth)} over the last ${minutes.toFixed(1)} min`,
        }
      })
      return { ok: lines.every((line) => line.ok), detail: lines.map((line) => line.text).join('; ') }
    },
  }
}

function formatReport(result: {
  stats: Map<TKind, TStats>
  load: TLoad
  sessions: TCheck
  rateLimit: TCheck
  rows: TRows
  rss: TRssCheck
}): string {
  const { stats, sessions, rateLimit, rows, load, rss } = result
  const requests = [...stats.values()].reduce((sum, s) => sum + s.requests, 0)
  const errors = [...stats.values()].reduce((sum, s) => sum + s.errors, 0)
  const rate = errors / Math.max(requests, 1)
  const table = formatTable(
    ['request', 'count', 'req/s', 'p50', 'p99', 'errors', 'failures'],
    [...stats.entries()].map(([kind, s]) => [
      kind,
      s.requests,
      (s.requests / SECONDS).toFixed(1),
      ms(percentile(s.latencies, 50)),
      ms(percentile(s.latencies, 99)),
      s.errors,
      [...s.failures.entries()].map(([failure, count]) => `${failure} ×${count}`).join(', ') || '—',
    ]),
  )
  return [
    `Two app instances (\`npm start\` of one production build, DATABASE_URL on the machine's PostgreSQL in a fresh database, REDIS_URL ${redisUrl}) behind the deploy/ nginx cache, all on loopback. ${VUS} virtual users for ${SECONDS} s, each pausing ${THINK_MS * 0.5}–${THINK_MS * 1.5} ms between actions (${pct(MIX.page)} page views of home/help/survey in en and ru, ~${pct(MIX.signUp)} sign-ups, ~${pct(MIX.signIn)} sign-ins, ~${pct(1 - MIX.page - MIX.signUp - MIX.signIn)} survey form + no-JavaScript survey post); each user has its own client address (X-Forwarded-For, trusted from nginx). ${load.actions} actions.`,
    table,
    formatTable(
      ['check', 'target', 'result'],
      [
        [
          'error rate',
          '< 0.1 %',
          `${(rate * 100).toFixed(3)} % (${errors} of ${requests}) — ${verdict(rate < ERROR_RATE_TARGET)}`,
        ],
        ['sessions valid on both instances', 'all', `${sessions.detail} — ${verdict(sessions.ok)}`],
        [
          'sign-in rate limit shared (Redis)',
          '429 by the 11th attempt',
          `${rateLimit.detail} — ${verdict(rateLimit.ok)}`,
        ],
        ['no lost or duplicate rows', '0', `${rows.detail} — ${verdict(rows.ok)}`],
        [
          'memory of each instance (VmRSS)',
          `≤ ${RSS_LIMIT_MB} MB, < ${pct(RSS_GROWTH_LIMIT)} growth over the last 5 min`,
          `${rss.detail} — ${verdict(rss.ok)}`,
        ],
      ],
    ),
  ].join('\n\n')
}

function sleep(milliseconds: number) {
  return new Promise((resolve) => setTimeout(resolve, milliseconds))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
