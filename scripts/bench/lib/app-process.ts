// Starting and stopping the app (and other children) for the bench and the production-quality
// scripts: the same command `npm start` runs, its own process group, its own port and DATA_DIR.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { isBuildStale } from '@/server/build'

export { findFreePort, findFreePorts } from '@/lib/processes'

export const root = path.resolve(import.meta.dirname, '../../..')
const require = createRequire(import.meta.url)
const nextCli = require.resolve('next/dist/bin/next')

export type TChild = {
  name: string
  child: ChildProcess
  pid: number
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  logFile: string
}

export type TAppOptions = {
  name: string
  port: number
  dataDir: string
  distDir: string
  logDir: string
  env?: Record<string, string>
  /** Node flags for the app's process (e.g. --cpu-prof, which NODE_OPTIONS does not allow). */
  nodeArgs?: string[]
}

/** Builds into `distDir` when its build is older than the sources (what `npm start` would do). */
/**
 * `next build` into another NEXT_DIST_DIR rewrites tsconfig.json (it adds that folder's types).
 * The bench's build puts it back as it was, times included, so the checkout stays clean and the
 * next start does not take the file for a source change.
 */
function keepingTsconfig<T>(build: () => T): T {
  const file = path.join(root, 'tsconfig.json')
  const text = fs.readFileSync(file, 'utf8')
  const { atime, mtime } = fs.statSync(file)
  try {
    return build()
  } finally {
    if (fs.readFileSync(file, 'utf8') !== text) {
      fs.writeFileSync(file, text)
      fs.utimesSync(file, atime, mtime)
    }
  }
}

export function buildIfStale(distDir: string, log: (message: string) => void): void {
  process.env.NEXT_DIST_DIR = distDir
  if (!isBuildStale(root, { environment: false })) {
    log(`build in ${distDir} is fresh`)
    return
  }
  log(`building into ${distDir} (a few minutes on two cores) …`)
  const started = Date.now()
  const result = keepingTsconfig(() =>
    spawnSync(process.execPath, [nextCli, 'build'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    }),
  )
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`)
  log(`built in ${Math.round((Date.now() - started) / 1000)} s`)
}

/** Spawns a command in its own process group with its output in `logFile`. */
export function spawnChild(
  name: string,
  file: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; logFile: string },
): TChild {
  fs.mkdirSync(path.dirname(options.logFile), { recursive: true })
  const log = fs.openSync(options.logFile, 'a')
  const child = spawn(file, args, {
    cwd: options.cwd ?? root,
    detached: true,
    stdio: ['ignore', log, log],
    env: options.env ?? process.env,
  })
  fs.closeSync(log)
  if (child.pid === undefined) throw new Error(`${name} did not start`)
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  return { name, child, pid: child.pid, exited, logFile: options.logFile }
}

/** The app exactly as `npm start` runs it (node scripts/start.mjs: the compiled server entry). */
export function startApp(options: TAppOptions): TChild {
  return spawnChild(options.name, process.execPath, [...(options.nodeArgs ?? []), 'scripts/start.mjs'], {
    logFile: path.join(options.logDir, `${options.name}.log`),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: options.distDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      // The address the scripts send to (and the Origin they send): Better Auth refuses any other.
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      // Several apps on other ports share one build; absolute URLs in its pages do not matter here.
      EXHALE_REUSE_BUILD: '1',
      // Serves /bench-baseline, the bare page the figures are compared with (404 otherwise).
      EXHALE_BENCH: '1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  })
}

export function isRunning(child: TChild): boolean {
  return child.child.exitCode === null && child.child.signalCode === null
}

/** Polls `url` until it answers 200, the child exits, or the time is up. */
export async function waitForHttp(
  url: string,
  child: TChild | undefined,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && !isRunning(child)) {
      throw new Error(`${child.name} exited before ${url} answered; see ${child.logFile}`)
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      await response.arrayBuffer()
      if (response.ok) return
    } catch {
      // Not listening yet: poll again.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(
    `${url} did not answer within ${timeoutMs / 1000} s${child ? `; see ${child.logFile}` : ''}`,
  )
}

/** SIGTERM to the child's process group (the app drains, stops its PostgreSQL); SIGKILL after the grace time. */
export async function stopChild(child: TChild, graceMs = 30_000): Promise<void> {
  if (!isRunning(child)) return
  signalGroup(child, 'SIGTERM')
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs)
  await child.exited
  clearTimeout(timer)
}

export function signalGroup(child: TChild, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid, signal)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
  }
}

/** Stops every child when the script ends or is interrupted. */
export function stopAllOnExit(children: TChild[]): void {
  const stopAll = async () => {
    await Promise.all(children.map((child) => stopChild(child, 15_000)))
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void stopAll().then(() => process.exit(130))
    })
  }
}
