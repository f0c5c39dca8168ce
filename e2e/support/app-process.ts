import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

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
