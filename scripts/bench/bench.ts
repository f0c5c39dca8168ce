// `npm run bench`: throughput of content pages, side by side in one run on this machine:
//   static  — nginx serving the prerendered HTML of each page from the build output (the limit),
//   cache   — the deploy/ nginx cache in front of the app (what production serves),
//   origin  — the app itself (our proxy, layouts and i18n),
//   baseline— a bare Next page of the same build (app/bench-baseline: no i18n, no layout, no proxy),
//             measured in turns with each page's origin.
// wrk (or autocannon without it), 50 connections, BENCH_SECONDS (default 8) per run, loopback only. Then the
// personal part (lib/personal-load.ts): a bare dynamic page beside /account, /certificates/new and
// /progress of a programme user, /progress of a person with a year of data beside one with a week
// (lib/progress-scale.ts), the survey answer, sign-in beside the hash-only limit, and the instance's
// memory, 20 connections. Results: docs/benchmarks.md.
import fs from 'node:fs'
import path from 'node:path'
import type { TLocale } from '@/i18n/locales'
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
import { pageLoadTool, runLoad, type TLoadResult } from './lib/load'
import { hasNginx, startNginx, type TStaticPage, writeCacheConfig, writeStaticConfig } from './lib/nginx'
import {
  formatPersonal,
  measurePersonal,
  personalTargetsMet,
  type TPersonalResults,
} from './lib/personal-load'
import { appendRun, describeMachine, formatTable, ms, pct, verdict } from './lib/report'
import { findPostPath, hasAuthApi, localePath, rawGet } from './lib/site'
import { formatRatio, measureInTurns } from './lib/turns'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
// nginx static and the cache front are measured in alternating rounds and the median kept: on a
// quiet machine two runs of the same nginx seconds apart differed by up to 30 %.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CONNECTIONS = 50
const work = path.join(root, '.tmp/bench')
const distDir = process.env.BENCH_DIST_DIR ?? '.tmp/bench/next'
// BENCH_ONLY=personal: only the personal part, printed and not written to docs/benchmarks.md (for
// trying a change; the record is a whole run).
const PERSONAL_ONLY = process.env.BENCH_ONLY === 'personal'
const log = (message: string) => console.log(`[bench] ${message}`)

// Targets (docs/benchmarks.md).
const CACHE_VS_STATIC = 0.8
const CACHE_P99_MS = 20
// The app's own answer for a prerendered page, without a cache in front: at least 60 % of the bare
// Next page's requests/s (the first round asked for 100 %; a content page is many times the bare
// page's bytes and passes the localized rewrites; docs/benchmarks.md).
const ORIGIN_VS_BASELINE = 0.6

type TPage = { name: string; url: string }
// static and cache are missing when nginx is not installed.
// `origin` in turns with the bare static page (lib/turns.ts): `baseline` is the yardstick's
// median run, `ratio` the median of the turns' origin ÷ baseline.
type TPageResult = {
  page: TPage
  static?: TLoadResult
  cache?: TLoadResult
  origin: TLoadResult
  baseline: TLoadResult
  ratios: number[]
  ratio: number
}

async function main() {
  const machine = describeMachine()
  const benchStarted = Date.now()
  const withNginx = !PERSONAL_ONLY && hasNginx(log)
  buildIfStale(distDir, log)

  const children: TChild[] = []
  stopAllOnExit(children)
  const [appPort, staticPort, cachePort] = await findFreePorts(3)
  const origin = `http://127.0.0.1:${appPort}`
  const markupDir = path.join(work, 'markup')
  const app = startApp({
    name: 'bench-app',
    port: appPort,
    dataDir: path.join(work, 'data'),
    distDir,
    logDir: work,
    // Production log level: every request is logged, as in production.
    env: { LOG_LEVEL: 'info', TRUSTED_PROXIES: '127.0.0.1', BENCH_MARKUP_DIR: markupDir },
  })
  children.push(app)
  try {
    await waitForHttp(`${origin}/readyz`, app, 180_000)
    log(`app on ${origin}`)
    const measurePersonalPart = () =>
      measurePersonal({
        origin,
        dataDir: path.join(work, 'data'),
        appPid: app.pid,
        seconds: SECONDS,
        markupDir,
        log,
      })
    if (PERSONAL_ONLY) {
      const personal = await measurePersonalPart()
      console.log(`\n${formatPersonal(personal, (Date.now() - benchStarted) / 60_000)}`)
      return
    }

    const pages = await choosePages(origin)
    if (withNginx) {
      const staticPages = await prepareStaticPages(origin, pages)
      children.push(
        await startNginx(
          'bench-nginx-static',
          writeStaticConfig(path.join(work, 'nginx-static'), staticPort, staticPages),
          staticPort,
        ),
      )
      children.push(
        await startNginx(
          'bench-nginx-cache',
          writeCacheConfig(path.join(work, 'nginx-cache'), cachePort, [appPort]),
          cachePort,
        ),
      )
    }
    const bases = withNginx
      ? { static: `http://127.0.0.1:${staticPort}`, cache: `http://127.0.0.1:${cachePort}`, origin }
      : { origin }
    const staticBase = withNginx ? `http://127.0.0.1:${staticPort}` : undefined
    const cacheBase = withNginx ? `http://127.0.0.1:${cachePort}` : undefined

    // Warm-up: Next's first requests compile and fill caches; nginx fills its cache.
    for (const page of pages) {
      for (const base of Object.values(bases))
        await runLoad({ url: base + page.url, connections: 10, seconds: 1 })
    }
    const cacheStatus = cacheBase ? await checkCacheHits(cacheBase, pages) : []
    const cacheMismatches = cacheBase ? await checkCacheCorrectness(cacheBase, origin) : []

    const results: TPageResult[] = []
    for (const page of pages) {
      const nginxRuns =
        staticBase && cacheBase
          ? await measureAlternating(page.name, staticBase + page.url, cacheBase + page.url)
          : undefined
      const { result, ...turns } = await measureInTurns(
        ROUNDS,
        (turn) => measure(`baseline ${turn}/${ROUNDS}`, `${origin}/bench-baseline`),
        (turn) => measure(`${page.name} origin ${turn}/${ROUNDS}`, origin + page.url),
      )
      results.push({ page, static: nginxRuns?.static, cache: nginxRuns?.cache, origin: result, ...turns })
    }
    const personal = (await hasAuthApi(origin)) ? await measurePersonalPart() : undefined
    const minutes = (Date.now() - benchStarted) / 60_000

    const body = formatReport(results, cacheStatus, cacheMismatches, personal, minutes, pages, withNginx)
    console.log(`\n${body}`)
    appendRun('npm run bench', body, machine)
    if (!meetsTargets(results, personal) || cacheMismatches.length > 0) process.exitCode = 1
  } finally {
    for (const child of children.reverse()) await stopChild(child)
  }
}

async function choosePages(origin: string): Promise<TPage[]> {
  const locales: TLocale[] = ['en', 'ru']
  const pages: TPage[] = []
  for (const locale of locales) {
    pages.push({ name: `home ${locale}`, url: localePath(locale, '/') })
    pages.push({ name: `help ${locale}`, url: localePath(locale, '/help') })
    const post = await findPostPath(origin, [localePath(locale, '/'), localePath(locale, '/help')])
    if (post) pages.push({ name: `post ${locale}`, url: post })
    else log(`no post is linked from home or help in ${locale} yet: the post is left out`)
    pages.push({ name: `survey/test ${locale}`, url: localePath(locale, '/survey/test') })
  }
  return pages
}

/** Each page's prerendered HTML from the build output (or, for a page rendered on demand, its body). */
async function prepareStaticPages(origin: string, pages: TPage[]): Promise<TStaticPage[]> {
  const copies = path.join(work, 'static-copies')
  fs.mkdirSync(copies, { recursive: true })
  const result: TStaticPage[] = []
  for (const [index, page] of pages.entries()) {
    const response = await fetch(origin + page.url, { redirect: 'manual' })
    const body = await response.text()
    if (response.status !== 200) throw new Error(`${page.url} answered ${response.status}, not 200`)
    const internal = decodeURI(response.headers.get('x-middleware-rewrite') ?? page.url)
    const prerendered = path.join(root, distDir, 'server/app', `${internal}.html`)
    if (fs.existsSync(prerendered)) {
      result.push({ url: page.url, file: prerendered })
    } else {
      const file = path.join(copies, `${index}.html`)
      fs.writeFileSync(file, body)
      log(`${page.url}: no prerendered file (${internal}.html); nginx serves the app's response body`)
      result.push({ url: page.url, file })
    }
  }
  return result
}

async function checkCacheHits(base: string, pages: TPage[]): Promise<string[]> {
  const statuses: string[] = []
  for (const page of pages) {
    // The second identical request must be a HIT (fetch's own headers make a key of their own).
    let response = await fetch(base + page.url)
    await response.arrayBuffer()
    response = await fetch(base + page.url)
    await response.arrayBuffer()
    statuses.push(`${page.url} → ${response.headers.get('x-cache-status') ?? 'no X-Cache-Status'}`)
  }
  return statuses
}

/**
 * The cache must answer every visitor what the app would: same status, redirect and locale cookie,
 * for cookie / Accept-Language combinations that change them (see deploy/nginx/conf.d). Each
 * variant is asked twice through the cache (the second from the cache) and once from the app.
 */
async function checkCacheCorrectness(cache: string, origin: string): Promise<string[]> {
  const paths = ['/', '/help', '/ru', encodeURI('/ru/помощь'), '/de/survey/test']
  const variants: Record<string, string>[] = [
    {},
    { 'accept-language': 'de-DE,de;q=0.9' },
    { 'accept-language': 'en-US,en;q=0.9' },
    { cookie: 'i18n_redirected=ru' },
    { cookie: 'i18n_redirected=en' },
    { cookie: 'i18n_redirected=de', 'accept-language': 'fr' },
    { cookie: 'i18n_redirected=xx', 'accept-language': 'nl' },
  ]
  const summary = (response: Awaited<ReturnType<typeof rawGet>>) => {
    const cookies = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .map((cookie) => cookie.split(';')[0])
      .join(',')
    return `${response.status} location=${response.headers.location ?? ''} set-cookie=${cookies}`
  }
  const mismatches: string[] = []
  for (const variant of variants) {
    for (const pagePath of paths) {
      await rawGet(cache + pagePath, variant)
      const cached = await rawGet(cache + pagePath, variant)
      const direct = await rawGet(origin + pagePath, variant)
      if (summary(cached) !== summary(direct)) {
        mismatches.push(
          `${decodeURI(pagePath)} ${JSON.stringify(variant)}: cache ${summary(cached)} (${cached.headers['x-cache-status']}), app ${summary(direct)}`,
        )
      }
    }
  }
  log(
    `cache correctness: ${variants.length * paths.length - mismatches.length}/${variants.length * paths.length} variants answer like the app`,
  )
  for (const mismatch of mismatches) log(`  mismatch: ${mismatch}`)
  return mismatches
}

async function measure(label: string, url: string, connections = CONNECTIONS): Promise<TLoadResult> {
  const result = await runLoad({ url, connections, seconds: SECONDS })
  log(
    `${label.padEnd(22)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${ms(result.p50)}  p99 ${ms(result.p99)}  non-2xx ${result.non2xx}`,
  )
  return result
}

/** ROUNDS alternating runs of nginx static and the cache front; the median run of each by req/s. */
async function measureAlternating(
  name: string,
  staticUrl: string,
  cacheUrl: string,
): Promise<{ static: TLoadResult; cache: TLoadResult }> {
  const turns = await measureInTurns(
    ROUNDS,
    (round) => measure(`${name} static ${round}/${ROUNDS}`, staticUrl),
    (round) => measure(`${name} cache ${round}/${ROUNDS}`, cacheUrl),
  )
  return { static: turns.baseline, cache: turns.result }
}

function runsOf(result: TPageResult): TLoadResult[] {
  return [result.static, result.cache, result.origin, result.baseline].filter(
    (run): run is TLoadResult => run !== undefined,
  )
}

function originOk(result: TPageResult): boolean {
  return result.ratio >= ORIGIN_VS_BASELINE
}

function meetsTargets(
  results: TPageResult[],
  personal: TPersonalResults | { skipped: string } | undefined,
): boolean {
  const pagesOk = results.every(
    (result) =>
      (!result.static ||
        !result.cache ||
        (result.cache.requestsPerSecond >= CACHE_VS_STATIC * result.static.requestsPerSecond &&
          result.cache.p99 <= CACHE_P99_MS)) &&
      originOk(result) &&
      runsOf(result).every((run) => run.non2xx === 0 && run.errors === 0),
  )
  const personalOk = !personal || personalTargetsMet(personal)
  return pagesOk && personalOk
}

function formatReport(
  results: TPageResult[],
  cacheStatus: string[],
  cacheMismatches: string[],
  personal: TPersonalResults | { skipped: string } | undefined,
  minutes: number,
  pages: TPage[],
  withNginx: boolean,
): string {
  const skipped = 'skipped (no nginx)'
  const rows = results.map((result) => {
    const { page, static: nginxStatic, cache, origin, baseline } = result
    return [
      `${page.name} (\`${decodeURI(page.url)}\`)`,
      nginxStatic ? nginxStatic.requestsPerSecond.toFixed(0) : skipped,
      cache ? `${cache.requestsPerSecond.toFixed(0)} (p50 ${ms(cache.p50)}, p99 ${ms(cache.p99)})` : skipped,
      `${origin.requestsPerSecond.toFixed(0)} (p50 ${ms(origin.p50)}, p99 ${ms(origin.p99)})`,
      `${baseline.requestsPerSecond.toFixed(0)} (p99 ${ms(baseline.p99)})`,
      cache && nginxStatic
        ? `${pct(cache.requestsPerSecond / nginxStatic.requestsPerSecond)} — ${verdict(cache.requestsPerSecond >= CACHE_VS_STATIC * nginxStatic.requestsPerSecond)}`
        : skipped,
      cache ? `${ms(cache.p99)} — ${verdict(cache.p99 <= CACHE_P99_MS)}` : skipped,
      `${formatRatio(result)} — ${verdict(originOk(result))}`,
      runsOf(result).reduce((sum, run) => sum + run.non2xx + run.errors, 0),
    ]
  })
  const table = formatTable(
    [
      'page',
      'nginx static req/s',
      'cache front req/s',
      'app origin req/s',
      'bare Next baseline req/s (in turns with the origin; median)',
      `cache ÷ static (≥ ${pct(CACHE_VS_STATIC)})`,
      `cache p99 (≤ ${CACHE_P99_MS} ms)`,
      `origin ÷ baseline, median of the turns (≥ ${pct(ORIGIN_VS_BASELINE)})`,
      'non-2xx + errors (0)',
    ],
    rows,
  )
  const baselineLine = `Bare Next baseline: \`/bench-baseline\` of the same build and server, a prerendered page. Each page's origin is measured in ${ROUNDS} turns with it (baseline, page, …); each turn gives one ratio of the two runs next to each other in time, and the median ratio is the figure (scripts/bench/lib/turns.ts). The baseline's median run ranged ${Math.min(...results.map((result) => result.baseline.requestsPerSecond)).toFixed(0)}–${Math.max(...results.map((result) => result.baseline.requestsPerSecond)).toFixed(0)} req/s over the run.`
  const staticVsOrigin = results.flatMap((result) =>
    result.static ? [result.static.requestsPerSecond / result.origin.requestsPerSecond] : [],
  )
  const personalPart = personal
    ? formatPersonal(personal, minutes)
    : 'Personal pages and sign-in: not measured, the auth API (/api/auth) is not mounted in this build.'
  return [
    `${pageLoadTool === 'wrk' ? 'wrk (one thread)' : 'autocannon'} for the pages, autocannon for the sign-in POSTs, ${CONNECTIONS} connections, ${SECONDS} s per run after a warm-up (nginx static and cache, and the app origin and the bare baseline: the median of ${ROUNDS} alternating runs each), loopback, no Accept-Encoding (identity bodies everywhere), app at LOG_LEVEL=info, nginx with \`worker_processes auto\`. Load generator, nginx and app share the 2 cores, so absolute numbers are low and noisy; compare the ratios.`,
    `Pages: ${pages.map((page) => `\`${decodeURI(page.url)}\``).join(', ')}.`,
    table,
    baselineLine,
    ...(withNginx
      ? [
          `nginx static is ${Math.min(...staticVsOrigin).toFixed(0)}–${Math.max(...staticVsOrigin).toFixed(0)}× the app origin on these pages.`,
          `Cache status after warm-up: ${cacheStatus.map((line) => `\`${decodeURI(line)}\``).join(', ')}.`,
          cacheMismatches.length === 0
            ? 'Cache correctness: 35 cookie / Accept-Language variants of 5 pages answer through the cache exactly like the app (status, Location, Set-Cookie).'
            : `Cache correctness: **${cacheMismatches.length} variants differ from the app**:\n${cacheMismatches.map((line) => `- ${line}`).join('\n')}`,
        ]
      : ['nginx static and the cache front: skipped, nginx is not installed (`apt-get install -y nginx`).']),
    personalPart,
  ].join('\n\n')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
