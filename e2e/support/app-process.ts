import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Starts a second app next to the web server, as `npm start` runs it: node with the tsx loader
 * (not the tsx CLI, which SIGKILLs a child that is slow to acknowledge a signal) in its own
 * process group, so kill -9 hits only the app. It serves the web server's build
 * (EXHALE_REUSE_BUILD): a rebuild for its other settings would replace .next under the running
 * web server and break every test still running.
 */
export function spawnApp(env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/lib/server-only-hook.mjs', 'scripts/start.ts'],
    {
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
    },
  )
}
