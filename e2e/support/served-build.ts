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
