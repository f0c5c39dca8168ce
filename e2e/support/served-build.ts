import fs from 'node:fs'
import path from 'node:path'
import { newestModification } from '@/server/build'

// An e2e run starts from the build as it was built. The server writes into its build while it
// runs: pages it revalidates (the content webhook test does) go to server/route-cache (Next 16)
// or replace their prerendered copies in server/app, and cached fetches land in
// cache/fetch-cache. A second run on the same build then saw the first run's pages
// (e2e/content.spec.ts and content-storyblok.spec.ts failed on a re-run in one checkout), so such
// a build is built again.

const WRITTEN_BY_THE_SERVER = ['server/app', 'server/route-cache', 'cache/fetch-cache']
const distDir = () => process.env.NEXT_DIST_DIR || '.next'
const marker = () => path.join(distDir(), 'e2e-served')

/** Notes that an e2e run is being served from this build (globalSetup: the server is up then). */
export function markBuildServed(): void {
  if (!fs.existsSync(path.join(distDir(), 'BUILD_ID'))) return
  fs.writeFileSync(marker(), `${new Date().toISOString()}\n`)
}

/** When an earlier run's server wrote into this build, marks it stale (removes BUILD_ID). */
export function forgetBuildIfServed(log: (message: string) => void): void {
  if (!fs.existsSync(marker())) return
  const servedSince = fs.statSync(marker()).mtimeMs
  fs.rmSync(marker(), { force: true })
  const dist = distDir()
  if (!WRITTEN_BY_THE_SERVER.some((folder) => newestModification(path.join(dist, folder)) > servedSince))
    return
  fs.rmSync(path.join(dist, 'BUILD_ID'), { force: true })
  log(`${dist} holds pages an earlier e2e run revalidated: it is built again`)
}

/**
 * Refuses a server that is not this checkout's build. Outside CI Playwright reuses whatever
 * already listens on the e2e port (`reuseExistingServer`): another checkout's build, or an older
 * one, there made 25 tests fail with "403 Invalid origin" and nothing said why. The build id the
 * server reports at /builds/latest.json must be the one in this checkout's build folder.
 */
export async function checkServedBuild(baseURL: string): Promise<void> {
  const dist = distDir()
  const ownFile = path.join(dist, 'BUILD_ID')
  const own = fs.existsSync(ownFile) ? fs.readFileSync(ownFile, 'utf8').trim() : null
  let served: string | null = null
  try {
    const response = await fetch(new URL('/builds/latest.json', baseURL), {
      signal: AbortSignal.timeout(10_000),
    })
    served = response.ok ? (((await response.json()) as { id?: string }).id ?? null) : null
  } catch (error) {
    if (!(error instanceof Error)) throw error
  }
  if (own !== null && served === own) return
  const port = new URL(baseURL).port
  throw new Error(
    [
      `The server at ${baseURL} is not this checkout's build: it reports build ${served ?? '(none: no /builds/latest.json)'}, ` +
        `while ${dist}/BUILD_ID holds ${own ?? '(nothing: no build here)'}.`,
      `Outside CI the tests reuse a server that already listens on port ${port}. Stop that server, ` +
        `or run the tests on a free port (E2E_PORT=<port> npm test), or let them start their own (CI=1 npm test).`,
    ].join('\n'),
  )
}
