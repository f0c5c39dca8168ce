// The server's background jobs alone in a process, for the crash test (worker-crash.test.ts):
// run with `tsx --import ./scripts/lib/server-only-hook.mjs modules/broadcasts/testing/worker-process.ts`
// and DATABASE_URL / DATA_DIR set. It starts exactly what `npm start` starts beside the HTTP server
// (server/background-jobs.ts), prints "ready" once running; SIGTERM stops it cleanly.
import { closeDatabase } from '@/db/client'
import { logger } from '@/lib/logger'
import { startBackgroundJobs } from '@/server/background-jobs'

const jobs = startBackgroundJobs(logger, { idleMs: 100 })
console.log('ready')
process.on('SIGTERM', () => {
  void jobs
    .stop()
    .then(closeDatabase)
    .then(() => process.exit(0))
})
