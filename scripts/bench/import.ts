// `npm run bench:import`: imports generated Firebase exports of 1 000, 10 000 and 100 000 users
// (BENCH_IMPORT_SIZES) into a local database — the embedded server in BENCH_DATA_DIR (default
// .tmp/bench-import, emptied first) or a DATABASE_URL on this machine — each in its own process,
// and records time and peak RSS in docs/benchmarks.md: the import streams, so its memory must
// not grow with the file. The password hashes are random bytes (nothing signs in here).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import fs from 'node:fs'
import path from 'node:path'
import { migrateDatabase } from '@/db/migrate'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { DEFAULT_PROVIDER_MAP } from '@/modules/firebase-import/plan-account'
import { importFirebaseUsers } from '@/modules/firebase-import/run-import'
import { openDatabase } from '@/server/database'
import { TEST_HASH_CONFIG, TEST_PARAMETERS } from '@/tests/support/firebase-export'
import { root } from './lib/app-process'
import { appendRun, describeMachine, formatTable } from './lib/report'

const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? '.tmp/bench-import')
const sizes = (process.env.BENCH_IMPORT_SIZES ?? '1000,10000,100000').split(',').map(Number)
const log = (message: string) => console.log(`[bench:import] ${message}`)

/** One exported user, shaped like the Firebase CLI's, with a mix of sign-in methods. */
function generatedUser(run: string, i: number) {
  const kind = i % 20
  const email = `bench-${run}-${i}@bench.test`
  const user: Record<string, unknown> = {
    localId: `${run}${i.toString(36).padStart(8, '0')}x${randomBytes(6).toString('hex')}`,
    email,
    emailVerified: kind % 10 !== 0,
    displayName: `Bench Person ${i}`,
    createdAt: String(1_500_000_000_000 + i * 1000),
    lastSignedInAt: String(1_700_000_000_000 + i * 1000),
  }
  if (kind < 12)
    Object.assign(user, {
      passwordHash: randomBytes(64).toString('base64'),
      salt: randomBytes(12).toString('base64'),
    })
  if (kind >= 12 && kind < 17)
    user.providerUserInfo = [{ providerId: 'google.com', rawId: `g-${run}-${i}`, email }]
  if (kind >= 17 && kind < 19)
    user.providerUserInfo = [{ providerId: 'apple.com', rawId: `a-${run}-${i}`, email }]
  if (kind === 19) user.disabled = true
  if (i % 1000 === 0) user.customAttributes = '{"admin":true}'
  return user
}

/** Writes the export as a stream (the bench itself stays small too). */
async function writeExport(file: string, count: number, run: string) {
  const out = fs.createWriteStream(file)
  out.write('{"users": [\n')
  for (let i = 0; i < count; i += 1) {
    const text = `${i > 0 ? ',\n' : ''}${JSON.stringify(generatedUser(run, i), null, 2)}`
    if (!out.write(text)) await once(out, 'drain')
  }
  out.end(']}')
  await once(out, 'finish')
}

type TChildResult = { ms: number; maxRssKb: number; liveHeapMiB: number; created: number }

/**
 * The child: one import, then its own time, peak RSS and the largest live heap (measured after a
 * forced collection every 10 000 users, which peak RSS alone cannot show: V8 lets garbage pile up
 * before it collects) as a JSON line.
 */
async function importOne(file: string) {
  const collect = (globalThis as { gc?: () => void }).gc
  let liveHeapMiB = 0
  let nextSample = 0
  const database = await openDatabase(getConfig(), logger)
  process.env.DATABASE_URL = database.url
  await migrateDatabase(database.url)
  const started = performance.now()
  const summary = await importFirebaseUsers({
    file,
    parameters: TEST_PARAMETERS,
    providers: DEFAULT_PROVIDER_MAP,
    locale: 'en',
    dryRun: false,
    onProgress: ({ done }) => {
      if (!collect || done < nextSample) return
      nextSample = done + 10_000
      collect()
      liveHeapMiB = Math.max(liveHeapMiB, process.memoryUsage().heapUsed / 2 ** 20)
    },
  })
  const ms = performance.now() - started
  const { closeDatabase } = await import('@/db/client')
  await closeDatabase()
  if (database.startedHere) await database.stop()
  const result: TChildResult = {
    ms,
    maxRssKb: process.resourceUsage().maxRSS,
    liveHeapMiB,
    created: summary.created,
  }
  console.log(JSON.stringify(result))
}

function runChild(file: string, nodeOptions: string[]): Promise<TChildResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...nodeOptions,
        '--import',
        'tsx',
        '--import',
        './scripts/lib/server-only-hook.mjs',
        'scripts/bench/import.ts',
        '--one',
        file,
      ],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.on('error', reject)
    child.on('close', (code) => {
      const line = output.trim().split('\n').at(-1) ?? ''
      if (code !== 0) reject(new Error(`the import exited ${code}: ${output}`))
      else resolve(JSON.parse(line) as TChildResult)
    })
  })
}

function requireLocalDatabase() {
  const url = process.env.DATABASE_URL
  if (!url) return
  const host = new URL(url).hostname
  if (!['localhost', '127.0.0.1', '::1', '[::1]'].includes(host)) {
    throw new Error(`bench:import writes 100 000 accounts: only into a database on this machine, not ${host}`)
  }
}

async function main() {
  requireLocalDatabase()
  if (!process.env.DATABASE_URL) fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(path.join(dataDir, 'exports'), { recursive: true })
  fs.writeFileSync(path.join(dataDir, 'exports/hash.json'), JSON.stringify(TEST_HASH_CONFIG))
  const machine = describeMachine()
  const rows: (string | number)[][] = []
  const run = Date.now().toString(36)
  // Each size as it runs; then the largest again with V8's old space capped at 96 MiB: if the
  // import held on to what it read, that run would die of "heap out of memory".
  const capped = Math.max(...sizes)
  const runs = [
    ...sizes.map((size) => ({ size, label: size.toLocaleString('en'), options: ['--expose-gc'] })),
    {
      size: capped,
      label: `${capped.toLocaleString('en')}, old space capped at 96 MiB`,
      options: ['--expose-gc', '--max-old-space-size=96'],
    },
  ]
  for (const [i, { size, label, options }] of runs.entries()) {
    const file = path.join(dataDir, 'exports', `users-${i}-${size}.json`)
    await writeExport(file, size, `${run}r${i}`)
    const megabytes = fs.statSync(file).size / 2 ** 20
    log(`${label} users (${megabytes.toFixed(1)} MiB): importing…`)
    const result = await runChild(file, options)
    if (result.created !== size) throw new Error(`created ${result.created} of ${size}`)
    const seconds = result.ms / 1000
    const rss = `${(result.maxRssKb / 1024).toFixed(0)} MiB`
    const heap = `${result.liveHeapMiB.toFixed(0)} MiB`
    log(`${label} users: ${seconds.toFixed(1)} s, peak RSS ${rss}, live heap ${heap}`)
    rows.push([
      label,
      `${megabytes.toFixed(1)} MiB`,
      `${seconds.toFixed(1)} s`,
      Math.round(size / seconds),
      rss,
      heap,
    ])
    fs.rmSync(file)
  }
  const table = formatTable(
    ['users', 'file', 'time (check + import)', 'users/s', 'peak RSS', 'largest live heap after GC'],
    rows,
  )
  const target = process.env.DATABASE_URL ? 'DATABASE_URL' : 'the embedded PostgreSQL'
  appendRun(
    'npm run bench:import',
    `${table}

One process per file (\`node --expose-gc\`, the import's own code as the CLI runs it), batches of
500 users per transaction, into ${target}, which already holds the accounts of the rows above. The
live heap is measured after a forced collection every 10 000 users. The mix: 60 % password users,
25 % Google, 10 % Apple, 5 % disabled, 1 in 1 000 admins.`,
    machine,
  )
}

if (process.argv[2] === '--one') {
  await importOne(process.argv[3]!)
} else {
  await main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
