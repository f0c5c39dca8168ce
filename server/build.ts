import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildServiceWorkerIfMissing } from '@/modules/pwa/service-worker-file'
import { renderMessages } from '@/scripts/build-messages'

// Sources whose change makes the production build stale.
const SOURCES = ['app', 'modules', 'lib', 'i18n', 'messages', 'content', 'db/schema', 'public', 'components']
const FILES = ['next.config.ts', 'package-lock.json', 'proxy.ts', 'postcss.config.mjs', 'tsconfig.json']

function newestModification(entry: string): number {
  let stat: fs.Stats
  try {
    stat = fs.statSync(entry)
  } catch {
    return 0
  }
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of fs.readdirSync(entry))
    newest = Math.max(newest, newestModification(path.join(entry, child)))
  return newest
}

export function isBuildStale(root: string): boolean {
  const marker = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')
  if (!fs.existsSync(marker)) return true
  const built = fs.statSync(marker).mtimeMs
  return [...SOURCES, ...FILES].some((entry) => newestModification(path.join(root, entry)) > built)
}

export function buildIfNeeded(root: string, log: (message: string) => void): void {
  if (!isBuildStale(root)) {
    buildServiceWorkerIfMissing(root, log)
    return
  }
  log('building the site (first start, or sources changed) …')
  for (const [locale, text] of renderMessages(root))
    fs.writeFileSync(path.join(root, 'messages', `${locale}.json`), text)
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error('next build failed; see the output above.')
  buildServiceWorkerIfMissing(root, log)
}
