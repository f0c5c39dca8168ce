import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import pg from 'pg'
import { findFreePort } from '@/lib/processes'
import { resetDataDir } from './postgres-process'

export { findFreePort } from '@/lib/processes'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Starts a second app next to the web server, as `npm start` runs it: node scripts/start.mjs
 * (the compiled server entry; not the tsx CLI, which SIGKILLs a slow child) in its own
 * process group, so kill -9 hits only the app. It serves the web server's build
 * (EXHALE_REUSE_BUILD): a rebuild for its other settings would replace .next under the running
 * web server and break every test still running. `viaNpm`: through `npm start` itself.
 */
export function spawnApp(env: Record<string, string>, options: { viaNpm?: boolean } = {}): ChildProcess {
  const [file, args] = options.viaNpm ? ['npm', ['start']] : [process.execPath, ['scripts/start.mjs']]
  return spawn(file, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      EXHALE_REUSE_BUILD: '1',
      ...env,
    },
  })
}

export type TAppInstance = {
  /** http://127.0.0.1:<port> */
  base: string
  dataDir: string
  output: () => string
  /** SIGTERM to its process group (SIGKILL after 30 s), then its PostgreSQL and data are removed. */
  stop: () => Promise<void>
}

/**
 * A second app, ready to serve, on its own port and DATA_DIR (so its own embedded PostgreSQL):
 * for tests that must count what the app stored without the other tests' writes in between.
 */
export async function startAppInstance(
  name: string,
  envOrForPort: Record<string, string> | ((port: number) => Record<string, string>) = {},
): Promise<TAppInstance> {
  const port = await findFreePort()
  // Settings that name the port (a PUBLIC_URL of its own) are made once it is known.
  const env = typeof envOrForPort === 'function' ? envOrForPort(port) : envOrForPort
  const base = `http://127.0.0.1:${port}`
  const dataDir = path.join(root, '.tmp/e2e', `${name}-${process.pid}-${port}`)
  const child = spawnApp({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    ...env,
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  let exited = false
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true
      resolve()
    }),
  )
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, name)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
    }
  }
  const stop = async () => {
    if (!exited) {
      signal('SIGTERM')
      const timer = setTimeout(() => signal('SIGKILL'), 30_000)
      await exit
      clearTimeout(timer)
    }
    await resetDataDir(dataDir)
  }
  const deadline = Date.now() + 3 * 60_000
  for (;;) {
    if (exited) throw new Error(`${name} exited before it was ready:\n${output}`)
    const response = await fetch(`${base}/readyz`).catch(() => undefined)
    if (response?.status === 200) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`${name} was not ready within 3 minutes:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { base, dataDir, output: () => output, stop }
}

export type TExit = { code: number | null; signal: NodeJS.Signals | null }

/** A spawned app whose output is kept and whose exit is observed, for crash and restart tests. */
export type TTrackedApp = { child: ChildProcess; pid: number; exited: Promise<TExit>; output: () => string }

/** `spawnApp` with its output collected; add it to `tracked` so `killTrackedApps` ends it. */
export function startTrackedApp(
  tracked: TTrackedApp[],
  env: Record<string, string>,
  options: { viaNpm?: boolean } = {},
): TTrackedApp {
  const child = spawnApp(env, options)
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk
  }
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  const exited = new Promise<TExit>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  if (!child.pid) throw new Error('could not start the app')
  const app = { child, pid: child.pid, exited, output: () => output }
  tracked.push(app)
  return app
}

/** Waits until the app answers /readyz with 200; fails at once, with its output, if it exits. */
export async function waitUntilReady(app: TTrackedApp, port: number): Promise<void> {
  let exit: TExit | undefined
  void app.exited.then((result) => {
    exit = result
  })
  await expect
    .poll(
      async () => {
        if (exit)
          throw new Error(`the app exited (${JSON.stringify(exit)}) before it was ready:\n${app.output()}`)
        // Connection refused until the server listens: that is what we wait for.
        const response = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined)
        return response?.status
      },
      { timeout: 3 * 60_000, intervals: [250, 500, 1000] },
    )
    .toBe(200)
}

/** SIGKILL to whatever still runs in the apps' process groups (npm may be gone, its app not). */
export function killTrackedApps(tracked: readonly TTrackedApp[]): void {
  for (const app of tracked) {
    try {
      process.kill(-app.pid, 'SIGKILL')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error // ESRCH: nothing left
    }
  }
}

/** A connection to the embedded PostgreSQL of an app's DATA_DIR (its credentials file). */
export async function openAppDatabase(dataDir: string): Promise<pg.Client> {
  const credentials = JSON.parse(
    fs.readFileSync(path.join(dataDir, 'postgres-credentials.json'), 'utf8'),
  ) as {
    user: string
    password: string
    port: number
  }
  const client = new pg.Client({ ...credentials, host: '127.0.0.1', database: 'exhale' })
  await client.connect()
  return client
}
