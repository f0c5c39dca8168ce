// `npm run bench:lighthouse`: Lighthouse (npm package, mobile preset = its default config) with
// Debian's headless Chromium on home, help, quit-smoking and /survey/test of a production build;
// and the JavaScript a content page ships, summed from the build output (gzip of every script
// chunk the page's HTML loads). Targets (docs/benchmarks.md): performance ≥ 95, accessibility 100, best
// practices ≥ 95, SEO 100, JS ≤ 90 KB gzip. Loopback only. Results: docs/benchmarks.md.
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { TLocale } from '@/i18n/locales'
import {
  buildIfStale,
  findFreePort,
  root,
  startApp,
  stopAllOnExit,
  stopChild,
  type TChild,
  waitForHttp,
} from './lib/app-process'
import { appendRun, describeMachine, formatTable, verdict } from './lib/report'
import { findPostPath, localePath } from './lib/site'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const distDir = process.env.BENCH_DIST_DIR ?? '.tmp/bench/next'
const work = path.join(root, '.tmp/lighthouse')
const log = (message: string) => console.log(`[lighthouse] ${message}`)
// The same flags as playwright.config.ts, headless.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const
type TCategory = keyof typeof TARGETS
const JS_BUDGET_BYTES = 90 * 1024

type TPageScore = {
  name: string
  url: string
  scores: Record<TCategory, number>
  failing: string[]
  metrics: string
}

async function main() {
  if (!fs.existsSync(CHROMIUM)) {
    log(`skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`)
    return
  }
  const machine = describeMachine()
  buildIfStale(distDir, log)
  const children: TChild[] = []
  stopAllOnExit(children)
  const port = await findFreePort()
  const origin = `http://127.0.0.1:${port}`
  const app = startApp({
    name: 'lighthouse-app',
    port,
    dataDir: path.join(work, 'data'),
    distDir,
    logDir: work,
    env: { PUBLIC_URL: origin },
  })
  children.push(app)
  let chrome: chromeLauncher.LaunchedChrome | undefined
  try {
    await waitForHttp(`${origin}/readyz`, app, 180_000)
    const en: TLocale = 'en'
    const pages = [
      { name: 'home', url: localePath(en, '/') },
      { name: 'help', url: localePath(en, '/help') },
      { name: 'quit-smoking', url: localePath(en, '/quit-smoking') },
      { name: 'survey/test', url: localePath(en, '/survey/test') },
    ]
    // Warm-up: the first request of each route compiles and fills caches.
    for (const page of pages) await (await fetch(origin + page.url)).text()

    const post = await findPostPath(origin, [localePath(en, '/'), localePath(en, '/help')])
    const contentPages = [...pages.filter((page) => page.name !== 'survey/test')]
    if (post) contentPages.push({ name: 'post', url: post })
    // For reference: what Next and React alone ship (the bare page of npm run bench).
    contentPages.push({ name: 'bare Next page (reference)', url: '/bench-baseline' })
    const scripts = await Promise.all(contentPages.map(async (page) => measureScripts(origin, page)))

    const scores: TPageScore[] = []
    const audit = async (url: string) => {
      // A fresh browser per page, as the Lighthouse CLI does: no state (service worker, caches) carried over.
      chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: CHROME_FLAGS,
        logLevel: 'error',
      })
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(TARGETS),
      })
      chrome.kill()
      chrome = undefined
      if (!result) throw new Error(`lighthouse returned nothing for ${url}`)
      return result.lhr
    }
    // The bare Next page too, for reference: what the framework alone scores on this machine.
    const reference = { name: 'bare Next page (reference)', url: '/bench-baseline' }
    for (const page of [...pages, reference]) {
      let lhr = await audit(origin + page.url)
      // On a busy machine the trace recording fails now and then (NO_NAVSTART …): Lighthouse
      // itself says to run again. Up to two more tries; a third failure is reported as it is.
      for (let retry = 0; lhr.runtimeError && retry < 2; retry++) {
        log(`${page.url}: Lighthouse runtime error ${lhr.runtimeError.code}, running again`)
        lhr = await audit(origin + page.url)
      }
      const score = (category: TCategory) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
      const failing = [
        ...(lhr.runtimeError ? [`runtime error ${lhr.runtimeError.code}`] : []),
        ...Object.values(lhr.categories).flatMap((category) =>
          category.auditRefs
            .filter((ref) => ref.weight > 0)
            .map((ref) => lhr.audits[ref.id])
            .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
            .map((audit) => `${category.id}: ${audit?.id} (${Math.round((audit?.score ?? 0) * 100)})`),
        ),
      ]
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '—'
      const entry: TPageScore = {
        name: page.name,
        url: page.url,
        scores: {
          performance: score('performance'),
          accessibility: score('accessibility'),
          'best-practices': score('best-practices'),
          seo: score('seo'),
        },
        failing,
        metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
      }
      log(`${page.name}: ${JSON.stringify(entry.scores)} ${entry.metrics}`)
      for (const line of failing) log(`  below 90: ${line}`)
      scores.push(entry)
    }

    const body = formatReport(scores, scripts)
    console.log(`\n${body}`)
    appendRun('npm run bench:lighthouse', body, machine)
    const scoresOk = scores
      .filter((entry) => entry.url !== reference.url)
      .every((entry) =>
        (Object.keys(TARGETS) as TCategory[]).every(
          (category) => entry.scores[category] >= TARGETS[category],
        ),
      )
    const budgetOk = scripts.every(
      (entry) => entry.url === '/bench-baseline' || entry.gzipBytes <= JS_BUDGET_BYTES,
    )
    if (!scoresOk || !budgetOk) process.exitCode = 1
  } finally {
    if (chrome) chrome.kill()
    for (const child of children.reverse()) await stopChild(child)
  }
}

type TScripts = { name: string; url: string; files: number; rawBytes: number; gzipBytes: number }

/**
 * Every script chunk the page's HTML loads: its <script src> tags and the chunks React's flight
 * data names for the client components on the page (loaded on hydration). Sizes from the build
 * output, gzipped at the default level as nginx/a CDN would serve them.
 */
async function measureScripts(origin: string, page: { name: string; url: string }): Promise<TScripts> {
  const html = await (await fetch(origin + page.url)).text()
  const chunks = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    // Polyfills for browsers without modules: never loaded by the browsers Lighthouse emulates.
    if (/\snomodule\b/i.test(tag)) continue
    const source = /\ssrc="\/_next\/(static\/[^"]+?\.js)"/.exec(tag)?.[1]
    if (source) chunks.add(source)
  }
  for (const match of html.matchAll(/"(static\/chunks\/[^"\\]+?\.js)/g)) if (match[1]) chunks.add(match[1])
  let rawBytes = 0
  let gzipBytes = 0
  for (const chunk of chunks) {
    const file = path.join(root, distDir, decodeURIComponent(chunk))
    if (!fs.existsSync(file)) {
      log(`${page.url}: ${chunk} is not in the build output`)
      continue
    }
    const content = fs.readFileSync(file)
    rawBytes += content.length
    gzipBytes += gzipSync(content).length
  }
  log(`${page.name}: ${chunks.size} script chunks, ${kb(rawBytes)} raw, ${kb(gzipBytes)} gzip`)
  return { ...page, files: chunks.size, rawBytes, gzipBytes }
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}

function formatReport(scores: TPageScore[], scripts: TScripts[]): string {
  const cell = (value: number, target: number) => `${value} — ${verdict(value >= target)}`
  return [
    `Lighthouse ${lighthouseVersion()} (default config = mobile preset: Moto G Power viewport, simulated slow 4G and 4× CPU slowdown) with ${CHROMIUM} headless (the playwright.config.ts flags), against \`npm start\` of the production build on loopback, one run per page after a warm-up request. The machine's load makes the performance score noisy (the simulated throttling multiplies what the CPU takes).`,
    formatTable(
      [
        'page',
        `performance (≥ ${TARGETS.performance})`,
        `accessibility (${TARGETS.accessibility})`,
        `best practices (≥ ${TARGETS['best-practices']})`,
        `SEO (${TARGETS.seo})`,
        'metrics',
      ],
      scores.map((entry) => [
        `${entry.name} (\`${decodeURI(entry.url)}\`)`,
        cell(entry.scores.performance, TARGETS.performance),
        cell(entry.scores.accessibility, TARGETS.accessibility),
        cell(entry.scores['best-practices'], TARGETS['best-practices']),
        cell(entry.scores.seo, TARGETS.seo),
        entry.metrics,
      ]),
    ),
    scores.some((entry) => entry.failing.length > 0)
      ? `Audits below 90 that count towards a score:\n${scores
          .filter((entry) => entry.failing.length > 0)
          .map((entry) => `- ${entry.name}: ${entry.failing.join(', ')}`)
          .join('\n')}`
      : 'No weighted audit below 90.',
    `JavaScript shipped to content pages (every \`/_next/static/…js\` the page's HTML and flight data load, without the \`noModule\` polyfills; sizes from the build output, gzip level 6):`,
    formatTable(
      ['page', 'script files', 'raw', `gzip (≤ ${kb(JS_BUDGET_BYTES)})`],
      scripts.map((entry) => [
        `${entry.name} (\`${decodeURI(entry.url)}\`)`,
        entry.files,
        kb(entry.rawBytes),
        `${kb(entry.gzipBytes)} — ${verdict(entry.gzipBytes <= JS_BUDGET_BYTES)}`,
      ]),
    ),
  ].join('\n\n')
}

function lighthouseVersion(): string {
  const file = path.join(root, 'node_modules/lighthouse/package.json')
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
