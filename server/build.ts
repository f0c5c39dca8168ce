import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { BUILD_ENV_KEY, buildEnvFingerprint } from '@/lib/build-env'
import { buildServiceWorker, buildServiceWorkerIfMissing } from '@/modules/pwa/service-worker-file'
import { writeMessages } from '@/scripts/build-messages'
import { withBuildLock } from './build-lock'
import { createLineLogger } from './log-output'

// Sources whose change makes the production build stale.
const SOURCES = ['app', 'modules', 'lib', 'i18n', 'messages', 'content', 'db/schema', 'public', 'components']
const FILES = ['next.config.ts', 'package-lock.json', 'proxy.ts', 'postcss.config.mjs', 'tsconfig.json']

/** The newest modification time of a file or of anything below a folder (0 when missing). */
export function newestModification(entry: string): number {
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
 * `next build` also reads .env files, which this process does not: with one present the build's
 * settings cannot be compared (and would differ on every start), so only sources decide then.
 */
function hasNextEnvFiles(root: string): boolean {
  return ['.env', '.env.local', '.env.production', '.env.production.local'].some((file) =>
    fs.existsSync(path.join(root, file)),
  )
}

/** The fingerprint of the settings the build was made with (lib/build-env.ts), if it has one. */
function recordedBuildEnv(root: string): string | undefined {
  const file = path.join(root, process.env.NEXT_DIST_DIR || '.next', 'required-server-files.json')
  try {
    const { config } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      config?: { env?: Record<string, string> }
    }
    return config?.env?.[BUILD_ENV_KEY]
  } catch {
    return undefined
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
  const checkEnvironment =
    (options.environment ?? true) && process.env.EXHALE_REUSE_BUILD !== '1' && !hasNextEnvFiles(root)
  if (checkEnvironment && recordedBuildEnv(root) !== buildEnvFingerprint(process.env)) return true
  const built = fs.statSync(marker).mtimeMs
  return [...SOURCES, ...FILES].some((entry) => newestModification(path.join(root, entry)) > built)
}

type TBuildOptions = {
  /** Where the build's output goes: the terminal as it is (default), or a line at a time. */
  output?: 'inherit' | ((line: string) => void)
}

/** Runs `next build`; resolves when it succeeded. */
function runNextBuild(root: string, { output = 'inherit' }: TBuildOptions): Promise<void> {
  const child = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (output !== 'inherit') {
    const lines = createLineLogger(output)
    child.stdout?.on('data', (chunk: Buffer) => lines.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk))
    child.on('close', () => lines.flush())
  }
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error('next build failed; see the output above.')),
    )
  })
}

export async function buildIfNeeded(
  root: string,
  log: (message: string) => void,
  options: TBuildOptions = {},
): Promise<void> {
  if (!isBuildStale(root)) {
    buildServiceWorkerIfMissing(root, log)
    return
  }
  await withBuildLock(root, log, async () => {
    // The process that held the lock may have built it meanwhile.
    if (!isBuildStale(root)) {
      buildServiceWorkerIfMissing(root, log)
      return
    }
    log('building the site (first start, sources changed, or other PUBLIC_URL/content settings) …')
    writeMessages(root)
    await runNextBuild(root, options)
    // Always anew: a worker left from an earlier build would precache that build's assets.
    buildServiceWorker(root, log)
  })
}
