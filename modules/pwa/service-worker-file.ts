// Where the built service worker lives and how it is served. Kept free of build tooling so the
// route and the start script import it cheaply.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** {distDir}/pwa/sw.js: each build folder has its own worker (its precache lists that build). */
export function serviceWorkerFile(root: string): string {
  return path.join(/* turbopackIgnore: true */ root, process.env.NEXT_DIST_DIR || '.next', 'pwa', 'sw.js')
}

/** Builds the worker for the current build in a child process (modules/pwa/build-service-worker.ts). */
export function buildServiceWorker(root: string, log: (message: string) => void): void {
  log('building the service worker …')
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'modules', 'pwa', 'build-service-worker.ts')],
    { cwd: root, stdio: 'inherit', env: process.env },
  )
  if (result.status !== 0) throw new Error('building the service worker failed; see the output above.')
}

/** Builds the worker when this build has none (a plain `next build` without the postbuild step). */
export function buildServiceWorkerIfMissing(root: string, log: (message: string) => void): void {
  if (!fs.existsSync(serviceWorkerFile(root))) buildServiceWorker(root, log)
}

export const SERVICE_WORKER_HEADERS = {
  'Content-Type': 'text/javascript; charset=utf-8',
  // Browsers check for a new worker on every navigation; never let a cache answer that.
  'Cache-Control': 'no-cache, no-store, must-revalidate',
  'Service-Worker-Allowed': '/',
} as const
