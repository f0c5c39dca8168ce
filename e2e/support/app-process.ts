import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { resetDataDir } from './postgres-process'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Starts a second app next to the web server, as `npm start` runs it: node with the tsx loader
 * (not the tsx CLI, which SIGKILLs a child that is slow to acknowledge a signal) in its own
 * process group, so kill -9 hits only the app. It serves the web server's build
 * (EXHALE_REUSE_BUILD): a rebuild for its other settings would replace .next under the running
 * web server and break every test still running. `viaNpm`: through `npm start` itself.
 */
export function spawnApp(env: Record<string, string>, options: { viaNpm?: boolean } = {}): ChildProcess {
  const [file, args] = options.viaNpm
    ? ['npm', ['start']]
    : [
        process.execPath,
        ['--import', 'tsx', '--import', './scripts/lib/server-only-hook.mjs', 'scripts/start.ts'],
      ]
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

/** A port nobody listens on now, on loopback. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
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
  env: Record<string, string> = {},
): Promise<TAppInstance> {
  const port = await findFreePort()
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
