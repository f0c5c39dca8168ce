// A broadcast worker alone in a process, for the crash test (worker-crash.test.ts): run with
// `tsx --import ./scripts/lib/server-only-hook.mjs modules/broadcasts/testing-worker-process.ts`
// and DATABASE_URL / DATA_DIR set. It prints "ready" once running; SIGTERM stops it cleanly.
import { closeDatabase } from '@/db/client'
import { startBroadcastWorker } from './worker'

const worker = startBroadcastWorker({ idleMs: 100 })
console.log('ready', worker.workerId)
process.on('SIGTERM', () => {
  void worker
    .stop()
    .then(closeDatabase)
    .then(() => process.exit(0))
})
