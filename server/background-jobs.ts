import type { Logger } from 'pino'
import { getConfig } from '@/lib/config'
import { startBroadcastWorker, type TBroadcastWorker } from '@/modules/broadcasts/worker'
import { startReminderScheduler } from '@/modules/companion/scheduler'
import { reminderOptions } from './reminder-passes'

export type TBackgroundJobs = { stop(): Promise<void> }

/**
 * The jobs every instance runs beside the HTTP server: today the broadcast send worker (rows
 * claimed with FOR UPDATE SKIP LOCKED, docs/decisions/010-broadcast-queue-in-postgres.md). Each
 * instance runs one; they share the work, and a restarted instance resumes what a dead one left.
 * `BROADCAST_WORKER=off` leaves an instance out (e.g. one that only serves pages).
 */
export function startBackgroundJobs(logger: Logger, options: { idleMs?: number } = {}): TBackgroundJobs {
  let worker: TBroadcastWorker | undefined
  if (getConfig().BROADCAST_WORKER !== 'off') {
    worker = startBroadcastWorker({ idleMs: options.idleMs })
    logger.info({ workerId: worker.workerId }, 'broadcast worker started')
  }
  // Quit companion reminders: every instance runs the pass; unique claims send each mail once.
  const reminders = startReminderScheduler(logger, reminderOptions)
  return {
    async stop() {
      await Promise.all([worker?.stop(), reminders.stop()])
    },
  }
}
