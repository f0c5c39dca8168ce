// The personal part of `npm run bench`, side by side in one run against one instance:
//   - the bare dynamic Next page (app/bench-baseline/dynamic: a cookie read and one SELECT 1),
//   - /account, /certificates/new and /progress of the bench's programme user (lib/personal.ts),
//   - the reproduction of /account and /progress in a bare Next page (app/bench-baseline/markup:
//     the same markup, captured from the page, rendered per request with the bare page's work),
//   - the survey answer as the page's script sends it (the action call: the action's result only),
//     and as the form posts it without JavaScript (the action, then the page),
//   - sign-in through Better Auth's API at 20 and 2 connections, beside the hash-only limit:
//     scrypt with the app's own function and parameters (@better-auth/utils/password) in this
//     process, 20 at a time, which is what the app's libuv pool can do on this machine at best,
//   - /progress of a person with a week beside one with a year of the programme (lib/progress-scale.ts),
//   - the instance's RSS after all of it.
import fs from 'node:fs'
import { hashPassword, verifyPassword as verifyPasswordHash } from '@better-auth/utils/password'
import en from '@/messages/en.json' with { type: 'json' }
import { decodeHtmlText, fillForm, findForm, pickRadioAnswers, postForm, scriptedActionCall } from './forms'
import { runLoad, type TLoadResult } from './load'
import { writeMarkup } from './markup'
import { PERSONAL_DATA, seedPersonalData } from './personal'
import { seedProgressPeople, type TProgressPersonKind } from './progress-people'
import {
  formatProgressScale,
  measureProgressScale,
  progressScaleMet,
  type TProgressScale,
} from './progress-scale'
import { ms, pct, verdict } from './report'
import { localePath, signIn, signUp, syntheticClientAddress } from './site'
import { formatRatio, measureInTurns, medianRun, type TInTurns } from './turns'

// Targets (docs/benchmarks.md).
export const PERSONAL_VS_BASELINE = 0.5
export const PERSONAL_P99_MS = 150
export const SIGN_IN_VS_HASHES = 0.85
export const SIGN_IN_P99_VS_HASH = 2
export const RSS_LIMIT_MB = 400

const CONNECTIONS = 20
const PASSWORD = 'correct horse battery staple 42'
const PAGES = ['/account', '/certificates/new', '/progress'] as const
// The pages with a target (≥ 50 % of the bare dynamic page), each also reproduced in a bare page.
const TARGETED = ['/account', '/progress'] as const
const reproductionName = (path: string) => path.slice(1)
// Each page in turns with the bare dynamic page (lib/turns.ts).
const TURNS = 3
const SURVEY_PATH = localePath('en', '/survey/test')

// A run and the app's CPU time per answered request during it: unlike req/s and latency this
// hardly moves with the other load on a shared machine.
type TRun = TLoadResult & { cpuMsPerRequest: number }

export type TPersonalResults = {
  /** The median of every baseline run (each page is held against the runs of its own turns). */
  baseline: TRun
  /** In turns with the bare dynamic page (lib/turns.ts). */
  pages: ({ path: string } & TInTurns<TRun>)[]
  /** The bare Next page rendering a targeted page's markup, with that page's HTML size. */
  reproductions: ({ path: string; elements: number; htmlKb: number } & TInTurns<TRun>)[]
  survey: TRun
  surveyScripted: TRun
  hashes: { perSecond: number; oneHashMs: number }
  signIn: TLoadResult
  signInTwo: TLoadResult
  progressScale: TProgressScale
  rssMb: { before: number; after: number }
}

/** The resident memory of a process in MB (Linux /proc). */
export function readRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kilobytes / 1024
}

/** CPU time (user + system) a process has used, in ms (Linux /proc; clock ticks of 10 ms). */
export function readCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  // utime and stime are fields 14 and 15 of stat, i.e. 11 and 12 after the command name.
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10
}

/** Password hashes per second with the app's parameters, `parallel` at a time, and one alone. */
async function measureHashes(
  seconds: number,
  parallel: number,
): Promise<{ perSecond: number; oneHashMs: number }> {
  const stored = await hashPassword(PASSWORD)
  const single: number[] = []
  for (let index = 0; index < 5; index += 1) {
    const started = performance.now()
    await verifyPasswordHash(stored, PASSWORD)
    single.push(performance.now() - started)
  }
  single.sort((a, b) => a - b)
  let done = 0
  const deadline = performance.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < deadline) {
        await verifyPasswordHash(stored, PASSWORD)
        done += 1
      }
    }),
  )
  return { perSecond: done / ((performance.now() - started) / 1000), oneHashMs: single[2] ?? 0 }
}

/** Waits until a health check answers within 50 ms again (at most 30 s): queued work is done. */
async function waitUntilIdle(origin: string): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const started = performance.now()
    await (await fetch(`${origin}/healthz`)).arrayBuffer()
    if (performance.now() - started < 50) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

/** A new account, signed in: its id and session cookie, or why not. */
async function createPerson(
  origin: string,
  user: { email: string; password: string; name: string },
  addresses: [number, number],
): Promise<{ userId: string; cookie: string } | { skipped: string }> {
  const created = await signUp(origin, user, syntheticClientAddress(addresses[0]))
  if (created.status !== 200)
    return { skipped: `sign-up answered ${created.status}: ${created.body.slice(0, 200)}` }
  const userId = (JSON.parse(created.body) as { user?: { id?: string } }).user?.id
  const session = await signIn(origin, user, syntheticClientAddress(addresses[1]))
  if (!userId || !session.cookie)
    return { skipped: `sign-in answered ${session.status} without a session cookie` }
  return { userId, cookie: session.cookie }
}

async function checkOk(url: string, cookie: string): Promise<void> {
  const response = await fetch(url, { headers: { cookie }, redirect: 'manual' })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status} to the signed-in user`)
}

export async function measurePersonal(options: {
  origin: string
  dataDir: string
  appPid: number
  seconds: number
  /** BENCH_MARKUP_DIR of the app: where the reproduction page reads the captured markup. */
  markupDir: string
  log: (message: string) => void
}): Promise<TPersonalResults | { skipped: string }> {
  const { origin, seconds, log } = options
  const rssBefore = readRssMb(options.appPid)
  const stamp = Date.now()
  const user = { email: `bench-${stamp}@example.com`, password: PASSWORD, name: 'Bench' }
  const person = await createPerson(origin, user, [1, 2])
  if ('skipped' in person) return person
  const { userId, cookie } = person
  await seedPersonalData(options.dataDir, userId)
  log(
    `signed-in user with ${PERSONAL_DATA.certificates} certificates, ${PERSONAL_DATA.challenges} challenges, ${PERSONAL_DATA.surveyAnswers} survey answers, a plan, ${PERSONAL_DATA.checkInDays} check-ins and ${PERSONAL_DATA.cravings} logged cravings`,
  )
  // The week and the year of /progress: two more people, each with an address pair of its own.
  const scalePeople: Partial<Record<TProgressPersonKind, { userId: string; cookie: string }>> = {}
  for (const [index, kind] of (['week', 'year'] as const).entries()) {
    const created = await createPerson(
      origin,
      { email: `bench-${kind}-${stamp}@example.com`, password: PASSWORD, name: `Bench ${kind}` },
      [3 + 2 * index, 4 + 2 * index],
    )
    if ('skipped' in created) return created
    scalePeople[kind] = created
  }
  const { week, year } = scalePeople as Record<TProgressPersonKind, { userId: string; cookie: string }>
  const scaleData = await seedProgressPeople(options.dataDir, { week: week.userId, year: year.userId })
  log(
    `/progress people: a week with ${scaleData.week.badges} badges, a year with ${scaleData.year.badges} badges and ${scaleData.year.goalsReached} of ${scaleData.year.goals} goals reached`,
  )

  const withCpu = async (run: () => Promise<TLoadResult>): Promise<TRun> => {
    const cpuBefore = readCpuMs(options.appPid)
    const result = await run()
    return {
      ...result,
      cpuMsPerRequest: (readCpuMs(options.appPid) - cpuBefore) / Math.max(1, result.requests),
    }
  }
  const load = (url: string, as: string, runSeconds: number) =>
    runLoad({ url, connections: CONNECTIONS, seconds: runSeconds, headers: { cookie: as } })
  // Warm at the measured concurrency: a page's first seconds load its chunks and JIT-compile its
  // render (a 1 s warm-up at 4 connections left the first page measured ~40 % slower).
  const warm = async (url: string, as: string, warmSeconds: number) => {
    await checkOk(url, as)
    await load(url, as, warmSeconds)
  }
  const measureWarm = async (label: string, url: string, as: string) => {
    const result = await withCpu(() => load(url, as, seconds))
    log(
      `${label.padEnd(24)} ${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${ms(result.p50)}  p99 ${ms(result.p99)}  non-2xx ${result.non2xx}  CPU ${ms(result.cpuMsPerRequest)}/request`,
    )
    return result
  }
  const baselineUrl = `${origin}/bench-baseline/dynamic`
  await warm(baselineUrl, cookie, Math.min(5, seconds))
  const baselineRuns: TRun[] = []
  const inTurns = async (label: string, url: string) => {
    await warm(url, cookie, Math.min(5, seconds))
    return measureInTurns(
      TURNS,
      async (turn) => {
        const run = await measureWarm(`dynamic baseline ${turn}/${TURNS}`, baselineUrl, cookie)
        baselineRuns.push(run)
        return run
      },
      (turn) => measureWarm(`${label} ${turn}/${TURNS}`, url, cookie),
    )
  }
  const pages: TPersonalResults['pages'] = []
  for (const path of PAGES) pages.push({ path, ...(await inTurns(path, origin + path)) })
  const reproductions: TPersonalResults['reproductions'] = []
  for (const path of TARGETED) {
    const html = await (await fetch(origin + path, { headers: { cookie } })).text()
    const elements = writeMarkup(options.markupDir, reproductionName(path), html)
    const url = `${origin}/bench-baseline/markup?page=${reproductionName(path)}`
    const measured = await inTurns(`bare page as ${path}`, url)
    reproductions.push({ path, ...measured, elements, htmlKb: Buffer.byteLength(html) / 1024 })
  }
  const baseline = medianRun(baselineRuns)
  const progressScale = await measureProgressScale({
    url: `${origin}/progress`,
    people: {
      week: { cookie: week.cookie, data: scaleData.week },
      year: { cookie: year.cookie, data: scaleData.year },
    },
    connections: CONNECTIONS,
    seconds,
    warm,
    measure: measureWarm,
  })

  // The survey answer: the page's own form, posted as a browser without JavaScript posts it.
  const surveyPage = await (await fetch(origin + SURVEY_PATH, { headers: { cookie } })).text()
  const form = findForm(surveyPage, (candidate) => candidate.radios.size > 0)
  if (!form) throw new Error(`${SURVEY_PATH} has no survey form`)
  const answers = pickRadioAnswers(form)
  const body = fillForm(form, answers)
  const first = await postForm(origin + SURVEY_PATH, body, { origin, cookie })
  if (first.status !== 200 || !decodeHtmlText(first.html).includes(en.surveys.form.savedToAccount))
    throw new Error(`the survey post answered ${first.status} without "saved to your account"`)
  const postLoad = (encoded: Request, headers: Record<string, string>) =>
    encoded.text().then((text) =>
      withCpu(() =>
        runLoad({
          url: origin + SURVEY_PATH,
          connections: CONNECTIONS,
          seconds,
          method: 'POST',
          headers: { origin, cookie, 'content-type': encoded.headers.get('content-type') ?? '', ...headers },
          body: text,
        }),
      ),
    )
  const survey = await postLoad(new Request(origin + SURVEY_PATH, { method: 'POST', body }), {})
  log(
    `survey answer (no JS)    ${survey.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${ms(survey.p99)}  CPU ${ms(survey.cpuMsPerRequest)}/request`,
  )
  // The same answers as the page's script sends them (what a visitor with JavaScript waits for).
  const call = scriptedActionCall(form, answers)
  const checked = await fetch(origin + SURVEY_PATH, {
    method: 'POST',
    headers: { origin, cookie, ...call.headers },
    body: call.body,
  })
  const reply = await checked.text()
  if (checked.status !== 200 || !reply.includes('"savedTo":"account"'))
    throw new Error(`the survey action call answered ${checked.status}: ${reply.slice(0, 200)}`)
  const surveyScripted = await postLoad(
    new Request(origin + SURVEY_PATH, { method: 'POST', body: call.body }),
    call.headers,
  )
  log(
    `survey answer (script)   ${surveyScripted.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${ms(surveyScripted.p99)}  CPU ${ms(surveyScripted.cpuMsPerRequest)}/request`,
  )

  // Sign-in beside the hash-only limit (measured while the app is idle).
  await waitUntilIdle(origin)
  const hashes = await measureHashes(seconds, CONNECTIONS)
  log(`hash only                ${hashes.perSecond.toFixed(1)} hashes/s, one hash ${ms(hashes.oneHashMs)}`)
  let counter = 10
  const signInLoad = (connections: number) =>
    runLoad({
      url: `${origin}/api/auth/sign-in/email`,
      connections,
      seconds,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: user.email, password: user.password }),
      // Each sign-in from another client address, as real visitors: the per-address limit stays on.
      setupRequest: (request) => {
        counter += 1
        return {
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': syntheticClientAddress(counter) },
        }
      },
    })
  const signInResult = await signInLoad(CONNECTIONS)
  log(
    `sign-in (20)             ${signInResult.requestsPerSecond.toFixed(1)} req/s  p99 ${ms(signInResult.p99)}`,
  )
  await waitUntilIdle(origin)
  const signInTwo = await signInLoad(2)
  log(`sign-in (2)              ${signInTwo.requestsPerSecond.toFixed(1)} req/s  p99 ${ms(signInTwo.p99)}`)
  await waitUntilIdle(origin)

  return {
    baseline,
    pages,
    reproductions,
    survey,
    surveyScripted,
    hashes,
    signIn: signInResult,
    signInTwo,
    progressScale,
    rssMb: { before: rssBefore, after: readRssMb(options.appPid) },
  }
}

function pageOk({ result, ratio }: TInTurns<TRun>): boolean {
  return (
    result.requests > 0 &&
    ratio >= PERSONAL_VS_BASELINE &&
    result.p99 <= PERSONAL_P99_MS &&
    result.non2xx === 0 &&
    result.errors === 0
  )
}

const surveyOk = (run: TLoadResult) =>
  run.requests > 0 && run.p99 <= PERSONAL_P99_MS && run.non2xx === 0 && run.errors === 0
const signInOk = (results: TPersonalResults) =>
  results.signIn.requestsPerSecond >= SIGN_IN_VS_HASHES * results.hashes.perSecond &&
  results.signInTwo.p99 <= SIGN_IN_P99_VS_HASH * results.hashes.oneHashMs &&
  results.signIn.non2xx + results.signInTwo.non2xx === 0

export function personalTargetsMet(results: TPersonalResults | { skipped: string }): boolean {
  if ('skipped' in results) return false
  const targeted = results.pages.filter((page) => (TARGETED as readonly string[]).includes(page.path))
  return (
    targeted.every((page) => pageOk(page)) &&
    surveyOk(results.surveyScripted) &&
    surveyOk(results.survey) &&
    signInOk(results) &&
    progressScaleMet(results.progressScale) &&
    results.rssMb.after <= RSS_LIMIT_MB
  )
}

const surveyRow = (label: string, run: TRun) =>
  `| survey answer (POST \`${decodeURI(SURVEY_PATH)}\`, ${label}) | ${run.requestsPerSecond.toFixed(0)} (p50 ${ms(run.p50)}) | — | ${ms(run.p99)} — ${verdict(surveyOk(run))} | ${ms(run.cpuMsPerRequest)} | ${run.non2xx + run.errors} ${JSON.stringify(run.statusCounts)} |`

export function formatPersonal(results: TPersonalResults | { skipped: string }, minutes: number): string {
  if ('skipped' in results) return `Personal pages, survey answer and sign-in: skipped, ${results.skipped}.`
  const { baseline } = results
  const targeted = (path: string) => (TARGETED as readonly string[]).includes(path)
  const pageRows = results.pages.map((page) => {
    const { path, result } = page
    return [
      `\`${path}\` signed in`,
      `${result.requestsPerSecond.toFixed(0)} (p50 ${ms(result.p50)}, p99 ${ms(result.p99)})`,
      `${formatRatio(page)}${targeted(path) ? ` — ${verdict(page.ratio >= PERSONAL_VS_BASELINE)}` : ''}`,
      `${ms(result.p99)}${targeted(path) ? ` — ${verdict(result.p99 <= PERSONAL_P99_MS)}` : ''}`,
      ms(result.cpuMsPerRequest),
      result.non2xx + result.errors,
    ]
  })
  const reproductionRows = results.reproductions.map((reproduction) => {
    const { path, result, elements, htmlKb } = reproduction
    return [
      `bare Next page with \`${path}\`'s markup (${elements} elements, ${htmlKb.toFixed(0)} KB of HTML; \`/bench-baseline/markup\`)`,
      `${result.requestsPerSecond.toFixed(0)} (p50 ${ms(result.p50)}, p99 ${ms(result.p99)})`,
      formatRatio(reproduction),
      ms(result.p99),
      ms(result.cpuMsPerRequest),
      result.non2xx + result.errors,
    ]
  })
  const table = [
    `| request (${CONNECTIONS} connections) | req/s (median run) | ÷ dynamic baseline, median of the turns (≥ ${pct(PERSONAL_VS_BASELINE)}) | p99 (≤ ${PERSONAL_P99_MS} ms) | app CPU per request | non-2xx + errors (0) |`,
    '| --- | --- | --- | --- | --- | --- |',
    `| dynamic baseline (\`/bench-baseline/dynamic\`, the median of all its runs; each page below ran in ${TURNS} turns with it, each turn one ratio) | ${baseline.requestsPerSecond.toFixed(0)} (p99 ${ms(baseline.p99)}) | 100 % | — | ${ms(baseline.cpuMsPerRequest)} | ${baseline.non2xx + baseline.errors} |`,
    ...[...pageRows, ...reproductionRows].map((row) => `| ${row.join(' | ')} |`),
    surveyRow("action call, as the page's script sends it: the result", results.surveyScripted),
    surveyRow('no-JS form: action + page', results.survey),
  ].join('\n')
  const signIn = [
    '| sign-in (`POST /api/auth/sign-in/email`) | figure | target | verdict |',
    '| --- | --- | --- | --- |',
    `| hash-only limit (scrypt N=16384 r=16 p=1, the app's function, ${CONNECTIONS} at a time in one process) | ${results.hashes.perSecond.toFixed(1)} hashes/s; one hash alone ${ms(results.hashes.oneHashMs)} | — | — |`,
    `| sign-ins/s at ${CONNECTIONS} connections | ${results.signIn.requestsPerSecond.toFixed(1)} (${pct(results.signIn.requestsPerSecond / results.hashes.perSecond)} of the limit; p50 ${ms(results.signIn.p50)}, p99 ${ms(results.signIn.p99)}) | ≥ ${pct(SIGN_IN_VS_HASHES)} of the limit | ${verdict(results.signIn.requestsPerSecond >= SIGN_IN_VS_HASHES * results.hashes.perSecond)} |`,
    `| p99 at 2 connections | ${ms(results.signInTwo.p99)} (${results.signInTwo.requestsPerSecond.toFixed(1)}/s) | ≤ ${SIGN_IN_P99_VS_HASH} × one hash = ${ms(SIGN_IN_P99_VS_HASH * results.hashes.oneHashMs)} | ${verdict(results.signInTwo.p99 <= SIGN_IN_P99_VS_HASH * results.hashes.oneHashMs)} |`,
    `| statuses | ${JSON.stringify(results.signIn.statusCounts)} / ${JSON.stringify(results.signInTwo.statusCounts)} | all 200 | ${verdict(results.signIn.non2xx + results.signInTwo.non2xx === 0)} |`,
  ].join('\n')
  const memory = `Instance memory (VmRSS of the app's node process): ${results.rssMb.before.toFixed(0)} MB before the personal runs, **${results.rssMb.after.toFixed(0)} MB** after the whole bench (${minutes.toFixed(0)} minutes of content pages, personal pages, survey posts and sign-ins) — target ≤ ${RSS_LIMIT_MB} MB: ${verdict(results.rssMb.after <= RSS_LIMIT_MB)}. (The 10-minute scale mix and its growth over the last 5 minutes: \`npm run test:scale\`.)`
  return [
    `Personal pages of a user with ${PERSONAL_DATA.certificates} certificates, ${PERSONAL_DATA.challenges} challenges, ${PERSONAL_DATA.surveyAnswers} survey answers and a plan with ${PERSONAL_DATA.checkInDays} check-ins and ${PERSONAL_DATA.cravings} logged cravings, side by side with the bare dynamic page (a cookie read and one \`SELECT 1\` on the app's pool), ${CONNECTIONS} connections:`,
    table,
    formatProgressScale(results.progressScale),
    signIn,
    memory,
  ].join('\n\n')
}
