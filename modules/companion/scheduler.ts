import 'server-only'
import type { Logger } from 'pino'
import { runDailyReminders, runMilestoneReminders, type TDailyReminderExtras } from './reminders'

/** How often an instance looks for due reminders. */
export const REMINDER_PASS_MS = 5 * 60_000

/**
 * What other features add to the reminders, composed by the server (server/reminder-passes.ts):
 * their part of the daily reminder, and passes of their own that run on the same beat.
 */
export type TReminderOptions = {
  dailyExtras?: TDailyReminderExtras
  passes?: ReadonlyArray<(now: Date) => Promise<number>>
}

/** One pass of every reminder at `now`: the counts sent. */
export async function runReminderPass(now: Date, options: TReminderOptions = {}) {
  const [milestones, daily, ...others] = await Promise.all([
    runMilestoneReminders(now),
    runDailyReminders(now, options.dailyExtras),
    ...(options.passes ?? []).map((pass) => pass(now)),
  ])
  return { milestones, daily, others: others.reduce((sum, sent) => sum + sent, 0) }
}

/**
 * Runs a reminder pass now and then every few minutes. A pass never overlaps the previous one
 * of this instance; passes of other instances may, which the claims in reminder_sent allow.
 */
export function startReminderScheduler(
  logger: Logger,
  options: TReminderOptions = {},
  intervalMs = REMINDER_PASS_MS,
) {
  let running: Promise<void> | null = null
  const pass = () => {
    if (running) return
    running = runReminderPass(new Date(), options)
      .then((sent) => {
        if (sent.milestones + sent.daily + sent.others > 0) logger.info(sent, 'reminders sent')
      })
      .catch((error: unknown) => logger.error({ err: error }, 'reminder pass failed'))
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(pass, intervalMs)
  timer.unref()
  pass()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
