// `tsx e2e/support/reset-data-dir.ts <dir>`: run by the Playwright web server command before
// `npm start`, so every e2e run starts on an empty DATA_DIR.
import { resetDataDir } from './postgres-process'

const dataDir = process.argv[2]
if (!dataDir?.startsWith('.tmp/')) {
  console.error('usage: tsx e2e/support/reset-data-dir.ts .tmp/<dir> (only directories under .tmp/)')
  process.exit(2)
}
await resetDataDir(dataDir)
