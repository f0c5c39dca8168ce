// `tsx e2e/support/reset-data-dir.ts <dir> [<content dir>]`: run by the Playwright web server
// command before `npm start`, so every e2e run starts on an empty DATA_DIR and, when a content
// dir is named, on a fresh copy of the shipped stories (tests edit that copy, never content/).
import fs from 'node:fs'
import { withBuildLock } from '@/server/build-lock'
import { resetDataDir } from './postgres-process'
import { forgetBuildIfServed } from './served-build'

const [dataDir, contentDir] = process.argv.slice(2)
if (!dataDir?.startsWith('.tmp/') || (contentDir !== undefined && !contentDir.startsWith('.tmp/'))) {
  console.error('usage: tsx e2e/support/reset-data-dir.ts .tmp/<dir> [.tmp/<content dir>] (only under .tmp/)')
  process.exit(2)
}
await resetDataDir(dataDir)
const log = (message: string) => console.log(message)
// A build of this checkout may be running (.ci/run builds while the other checks run): it reads
// the content copy and writes the build, so both wait for it.
await withBuildLock(process.cwd(), log, async () => {
  if (contentDir) {
    fs.rmSync(contentDir, { recursive: true, force: true })
    fs.cpSync('content', contentDir, { recursive: true })
  }
  // Before `npm start`, which then builds again when an earlier run wrote into the build.
  forgetBuildIfServed(log)
})
