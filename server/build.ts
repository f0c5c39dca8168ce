import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { buildServiceWorkerIfMissing } from '@/modules/pwa/service-worker-file'
import { writeMessages } from '@/scripts/build-messages'

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

/**
 * Settings that prerendered pages bake in: absolute URLs (canonical, hreflang, sitemap, Open
 * Graph), the content source and the imprint. A start with other values needs a new build.
 */
const BUILD_ENV = [
  'PUBLIC_URL',
  'MAIN_SITE_URL',
  'CONTENT_DIR',
  'STORYBLOK_TOKEN',
  'STORYBLOK_VERSION',
  'STORYBLOK_REGION',
  'STORYBLOK_ENDPOINT',
  'IMPRINT_NAME',
  'IMPRINT_ADDRESS',
  'IMPRINT_EMAIL',
  'IMPRINT_PHONE',
  'IMPRINT_REPRESENTATIVE',
  'IMPRINT_REGISTER',
  'IMPRINT_VAT_ID',
] as const

function buildEnvFile(root: string): string {
  return path.join(root, process.env.NEXT_DIST_DIR || '.next', 'exhale-build-env.json')
}

/** A hash, so the file never holds a token. */
export function buildEnvFingerprint(env: NodeJS.ProcessEnv): string {
  const values = BUILD_ENV.map((name) => [name, env[name]?.trim() ?? ''])
  return createHash('sha256').update(JSON.stringify(values)).digest('hex')
}

/** Records the settings a finished build was made with (npm run build's postbuild, and below). */
export function recordBuildEnvironment(root: string, env: NodeJS.ProcessEnv = process.env): void {
  fs.writeFileSync(buildEnvFile(root), `${JSON.stringify({ fingerprint: buildEnvFingerprint(env) })}\n`)
}

/** False when the build recorded other settings; a build that recorded none is taken as it is. */
function builtWithThisEnvironment(root: string): boolean {
  try {
    const recorded = JSON.parse(fs.readFileSync(buildEnvFile(root), 'utf8')) as { fingerprint?: string }
    return recorded.fingerprint === buildEnvFingerprint(process.env)
  } catch {
    return true
  }
}

/**
 * True when there is no build, a source is newer than it, or (unless `environment` is false, or
 * EXHALE_REUSE_BUILD=1 for a second app on another port in tests and benchmarks) it was built
 * with other settings.
 */
export function isBuildStale(root: string, options: { environment?: boolean } = {}): boolean {
  const marker = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID')
  if (!fs.existsSync(marker)) return true
  const checkEnvironment = (options.environment ?? true) && process.env.EXHALE_REUSE_BUILD !== '1'
  if (checkEnvironment && !builtWithThisEnvironment(root)) return true
  const built = fs.statSync(marker).mtimeMs
  return [...SOURCES, ...FILES].some((entry) => newestModification(path.join(root, entry)) > built)
}

export function buildIfNeeded(root: string, log: (message: string) => void): void {
  if (!isBuildStale(root)) {
    buildServiceWorkerIfMissing(root, log)
    return
  }
  log('building the site (first start, sources changed, or other PUBLIC_URL/content settings) …')
  writeMessages(root)
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error('next build failed; see the output above.')
  recordBuildEnvironment(root)
  buildServiceWorkerIfMissing(root, log)
}
