import type { Logger } from 'pino'
import { getConfig, type TConfig } from '@/lib/config'
import { startBroadcastWorker, type TBroadcastWorker } from '@/modules/broadcasts/worker'
import { startReminderScheduler } from '@/modules/companion/scheduler'
import { reminderOptions } from './reminder-passes'

export type TBackgroundJobs = { stop(): Promise<void> }

/**
 * The jobs every instance runs beside the HTTP server, all of them senders: the broadcast send
 * worker (rows claimed with FOR UPDATE SKIP LOCKED, docs/decisions/010-broadcast-queue-in-postgres.md)
 * and the reminder scheduler (companion milestones and daily reminders, the programme's passes;
 * unique claims send each reminder once). Each instance runs them; they share the work, and a
 * restarted instance resumes what a dead one left. `BROADCAST_WORKER=off` is the one switch that
 * leaves an instance out of all of them (e.g. one that only serves pages): it sends nothing.
 */
export function startBackgroundJobs(
  logger: Logger,
  options: { idleMs?: number; config?: Pick<TConfig, 'BROADCAST_WORKER'> } = {},
): TBackgroundJobs {
  if ((options.config ?? getConfig()).BROADCAST_WORKER === 'off') {
    logger.info('background senders off (BROADCAST_WORKER=off): no broadcasts, no reminders')
    return { stop: async () => {} }
  }
  const worker: TBroadcastWorker = startBroadcastWorker({ idleMs: options.idleMs })
  logger.info({ workerId: worker.workerId }, 'broadcast worker started')
  const reminders = startReminderScheduler(logger, reminderOptions)
  return {
    async stop() {
      await Promise.all([worker.stop(), reminders.stop()])
    },
  }
}
