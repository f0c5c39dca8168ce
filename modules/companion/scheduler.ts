import 'server-only'
import type { Logger } from 'pino'
import { runDailyReminders, runMilestoneReminders } from './reminders'

/** How often an instance looks for due reminders. */
export const REMINDER_PASS_MS = 5 * 60_000

/**
 * Runs a reminder pass now and then every few minutes. A pass never overlaps the previous one
 * of this instance; passes of other instances may, which the claims in reminder_sent allow.
 */
export function startReminderScheduler(logger: Logger, intervalMs = REMINDER_PASS_MS) {
  let running: Promise<void> | null = null
  const pass = () => {
    if (running) return
    const now = new Date()
    running = Promise.all([runMilestoneReminders(now), runDailyReminders(now)])
      .then(([milestones, daily]) => {
        if (milestones + daily > 0) logger.info({ milestones, daily }, 'reminders sent')
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
