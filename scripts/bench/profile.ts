// `npm run bench:profile -- [path …]`: where one instance spends its CPU on signed-in pages.
// Starts the production build like `npm start` under `node --cpu-prof`, signs up the bench's
// person (scripts/bench/lib/personal.ts: certificates, challenges, survey answers, a plan with
// check-ins), loads each path at PROFILE_CONNECTIONS (default 20) for PROFILE_SECONDS (default
// 10), stops the app and prints the self time by package and the heaviest functions, of the
// whole profile and of each load run alone (with its CPU per request and the time under each of
// our files, from the samples in that run's time window). Default paths: /account,
// /certificates/new, /progress and the dynamic baseline. Nothing is written to docs/: the
// figures go into docs/benchmarks.md by hand with the load average beside them.
import fs from 'node:fs'
import { SourceMap } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  buildIfStale,
  findFreePort,
  root,
  startApp,
  stopAllOnExit,
  stopChild,
  waitForHttp,
} from './lib/app-process'
import { runLoad } from './lib/load'
import { seedPersonalData } from './lib/personal'
import { signUp, syntheticClientAddress } from './lib/site'

const SECONDS = Number(process.env.PROFILE_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS ?? 20)
const work = path.join(root, '.tmp/bench-profile')
const distDir = process.env.BENCH_DIST_DIR ?? '.tmp/bench/next'
const log = (message: string) => console.log(`[bench:profile] ${message}`)

type TNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
type TProfile = {
  nodes: TNode[]
  samples: number[]
  timeDeltas: number[]
  /** Microseconds on the system's monotonic clock, the one process.hrtime reads. */
  startTime: number
}
/** A measured load run: its time on the monotonic clock and the requests it made. */
type TWindow = { target: string; from: number; to: number; requests: number }

const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n)

async function main() {
  // `-- --summary <folder>`: only the summary of profiles taken before.
  const summaryOf = process.argv.indexOf('--summary')
  if (summaryOf >= 0)
    return summarise(path.resolve(process.argv[summaryOf + 1] ?? path.join(work, 'profiles')))
  const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
  const targets =
    paths.length > 0 ? paths : ['/account', '/certificates/new', '/progress', '/bench-baseline/dynamic']
  buildIfStale(distDir, log)
  fs.rmSync(work, { recursive: true, force: true })
  const profileDir = path.join(work, 'profiles')
  const port = await findFreePort()
  const origin = `http://127.0.0.1:${port}`
  const dataDir = path.join(work, 'data')
  const app = startApp({
    name: 'profile-app',
    port,
    dataDir,
    distDir,
    logDir: work,
    env: { LOG_LEVEL: 'info' },
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
  })
  stopAllOnExit([app])
  const windows: TWindow[] = []
  try {
    await waitForHttp(`${origin}/readyz`, app, 180_000)
    const user = {
      email: `profile-${Date.now()}@example.com`,
      password: 'correct horse battery staple 42',
      name: 'Bench',
    }
    const created = await signUp(origin, user, syntheticClientAddress(1))
    if (created.status !== 200) throw new Error(`sign-up answered ${created.status}: ${created.body}`)
    const userId = (JSON.parse(created.body) as { user: { id: string } }).user.id
    await seedPersonalData(dataDir, userId)
    for (const target of targets) {
      const url = origin + target
      await runLoad({ url, connections: 4, seconds: 2, headers: { cookie: created.cookie } })
      const from = monotonicMicros()
      const result = await runLoad({
        url,
        connections: CONNECTIONS,
        seconds: SECONDS,
        headers: { cookie: created.cookie },
      })
      windows.push({ target, from, to: monotonicMicros(), requests: result.requests })
      log(
        `${target}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, statuses ${JSON.stringify(result.statusCounts)}`,
      )
    }
    log(`load average ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`)
  } finally {
    await stopChild(app)
  }
  summarise(profileDir, windows)
}

/**
 * Self time by package (or our code), the heaviest functions and the time under our own folders:
 * of the whole largest profile, then of each load run alone (its samples by their time stamps),
 * with the CPU per request and the time under each of our files.
 */
function summarise(profileDir: string, windows: TWindow[] = []) {
  const files = fs
    .readdirSync(profileDir)
    .map((name) => path.join(profileDir, name))
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)
  const file = files[0]
  if (!file) throw new Error(`no profile in ${profileDir}`)
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as TProfile
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const stamps: number[] = []
  let clock = profile.startTime
  for (const delta of profile.timeDeltas) {
    clock += delta
    stamps.push(clock)
  }
  const all = weigh(profile, byId, () => true)
  log(`profile ${file}: ${(all.total / 1e6).toFixed(1)} s of samples`)
  print('self time by package', all.byPackage, all.total, 25)
  print('heaviest functions (self time)', all.byFunction, all.total, 40)
  print(
    'time under our own folders (inclusive: what runs below a call of ours)',
    ownInclusive(profile, byId, () => true, 2),
    all.total,
    25,
  )
  for (const window of windows) {
    const inWindow = (index: number) => {
      const stamp = stamps[index] ?? 0
      return stamp >= window.from && stamp <= window.to
    }
    const part = weigh(profile, byId, inWindow)
    const busy = part.total - (part.byPackage.get('(idle)') ?? 0)
    console.log(
      `\n=== ${window.target}: ${window.requests} requests, ${(busy / 1000 / Math.max(1, window.requests)).toFixed(1)} ms of CPU per request (busy samples of the main thread)`,
    )
    print('self time by package', part.byPackage, part.total, 15)
    print('heaviest functions (self time)', part.byFunction, part.total, 20)
    print('time under our own files (inclusive)', ownInclusive(profile, byId, inWindow, 3), part.total, 30)
  }
}

function weigh(profile: TProfile, byId: Map<number, TNode>, keep: (index: number) => boolean) {
  const self = new Map<number, number>()
  for (const [index, id] of profile.samples.entries())
    if (keep(index)) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0))
  const total = [...self.values()].reduce((sum, value) => sum + value, 0)
  const byPackage = new Map<string, number>()
  const byFunction = new Map<string, number>()
  for (const [id, micros] of self) {
    const frame = byId.get(id)?.callFrame
    if (!frame) continue
    const original = originalSource(frame)
    const group = original ? sourceGroup(original, 2) : packageOf(frame.url, frame.functionName)
    byPackage.set(group, (byPackage.get(group) ?? 0) + micros)
    const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '').replace(root, '')}:${frame.lineNumber}`
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros)
  }
  return { total, byPackage, byFunction }
}

function print(title: string, entries: Map<string, number>, total: number, count: number) {
  console.log(`\n${title}`)
  for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, count))
    console.log(`${((100 * micros) / total).toFixed(1).padStart(5)} %  ${name}`)
}

/** Each sample's time, counted once for every folder (or file) of ours on its stack. */
function ownInclusive(
  profile: TProfile,
  byId: Map<number, TNode>,
  keep: (index: number) => boolean,
  depth: number,
): Map<string, number> {
  const parentOf = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
  const groupOf = new Map<number, string | null>()
  const ownGroup = (id: number): string | null => {
    if (!groupOf.has(id)) {
      const frame = byId.get(id)?.callFrame
      const source = frame ? originalSource(frame) : undefined
      // Not the bundler's own runtime (turbopack:///[turbopack]/…), which loads every module.
      const ours = source && !source.includes('node_modules') && !source.includes('[turbopack]')
      groupOf.set(id, ours ? sourceGroup(source, depth) : null)
    }
    return groupOf.get(id) ?? null
  }
  const inclusive = new Map<string, number>()
  for (const [index, id] of profile.samples.entries()) {
    if (!keep(index)) continue
    const micros = profile.timeDeltas[index] ?? 0
    const groups = new Set<string>()
    for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) {
      const group = ownGroup(node)
      if (group) groups.add(group)
    }
    for (const group of groups) inclusive.set(group, (inclusive.get(group) ?? 0) + micros)
  }
  return inclusive
}

const maps = new Map<string, SourceMap | null>()

/** The original file of a frame in Next's minified server chunks, through the chunk's source map. */
function originalSource(frame: TNode['callFrame']): string | undefined {
  if (!frame.url.startsWith('file://') || !frame.url.includes('/server/')) return undefined
  const file = fileURLToPath(frame.url)
  if (!maps.has(file)) {
    const mapFile = `${file}.map`
    maps.set(
      file,
      fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null,
    )
  }
  const entry = maps.get(file)?.findEntry(frame.lineNumber, frame.columnNumber)
  if (!entry || !('originalSource' in entry)) return undefined
  // Turbopack names sources relative to the chunk (../../node_modules/…) or as turbopack:///[project]/….
  const source = decodeURIComponent(entry.originalSource)
  return /^[a-z]+:/.test(source) ? source : path.resolve(path.dirname(file), source)
}

/** A package of node_modules, or our own path `depth` levels deep (modules/auth, app/[locale]). */
function sourceGroup(source: string, depth: number): string {
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (modules?.[1]) return modules[1]
  const local = source
    .replace(/^.*?\[project\]\//, '')
    .replace(/^file:\/\//, '')
    .replace(root, '')
  return local.split('/').filter(Boolean).slice(0, depth).join('/')
}

function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : 'native/builtin'
  if (url.startsWith('node:')) return url
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (modules?.[1]) return modules[1]
  if (url.includes('/server/chunks/') || url.includes('/server/app/'))
    return 'next server bundle (app code + bundled packages)'
  return url.replace(root, '')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
