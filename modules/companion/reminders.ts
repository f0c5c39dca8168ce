import 'server-only'
import { eq } from 'drizzle-orm'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { quitPlan, reminderSent } from '@/db/schema/companion'
import { logger } from '@/lib/logger'
import { countSmokeFreeDays, HEALTH_MILESTONES } from '@/modules/certificates/smoke-free'
import { toMailLocale } from '@/modules/email/translate'
import { sendMilestoneMail } from './mails'

/** Milestone days that get a mail: the hard first days, then the health milestones. */
export const MILESTONE_MAIL_DAYS = [
  ...new Set([1, 3, 7, 14, 30, 90, 365, ...HEALTH_MILESTONES.map((m) => m.day)]),
].sort((a, b) => a - b)

/** A milestone reached while reminders could not run is still sent within this many days. */
export const CATCH_UP_DAYS = 6

/** No reminder before 08:00 or from 22:00 on, in the person's time zone. */
export function isQuietHour(now: Date, timeZone: string): boolean {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(now),
  )
  return hour < 8 || hour >= 22
}

/**
 * The one milestone mail due after `smokeFreeDays`: the latest milestone reached within the
 * catch-up window. After downtime only the latest is due, never a flood of the ones missed.
 */
export function findDueMilestone(smokeFreeDays: number): number | null {
  const reached = MILESTONE_MAIL_DAYS.filter((day) => day <= smokeFreeDays).at(-1)
  return reached !== undefined && smokeFreeDays - reached <= CATCH_UP_DAYS ? reached : null
}

/**
 * One scheduler pass (the background job calls it every few minutes; tests pass `now`). Each
 * mail is sent inside a transaction that first claims its unique `reminder_sent` row: another
 * instance claiming the same row waits for this one and then finds it taken, and a failed send
 * rolls the claim back so the next pass tries again. Returns the number of mails sent.
 */
export async function runMilestoneReminders(now: Date = new Date()): Promise<number> {
  const plans = await db
    .select({
      userId: quitPlan.userId,
      quitDate: quitPlan.quitDate,
      timeZone: quitPlan.timeZone,
      reminderToken: quitPlan.reminderToken,
      email: users.email,
      name: users.name,
      locale: users.locale,
    })
    .from(quitPlan)
    .innerJoin(users, eq(users.id, quitPlan.userId))
    .where(eq(quitPlan.milestoneEmails, true))
  let sent = 0
  for (const plan of plans) {
    if (isQuietHour(now, plan.timeZone)) continue
    const day = findDueMilestone(countSmokeFreeDays(plan.quitDate, now, plan.timeZone))
    if (day === null) continue
    // The key names the quit date too: after a fresh start the milestones come again.
    const key = `${plan.quitDate}:${day}`
    try {
      const delivered = await db.transaction(async (tx) => {
        const claimed = await tx
          .insert(reminderSent)
          .values({ userId: plan.userId, kind: 'milestone', key })
          .onConflictDoNothing()
          .returning({ key: reminderSent.key })
        if (claimed.length === 0) return false
        await sendMilestoneMail({
          to: plan.email,
          name: plan.name,
          locale: toMailLocale(plan.locale),
          day,
          token: plan.reminderToken,
        })
        return true
      })
      if (delivered) sent++
    } catch (error) {
      logger.error({ err: error, day }, 'milestone reminder failed; retried on the next pass')
    }
  }
  return sent
}

/** RFC 8058 one-click: turns the reminder kind off for the token's owner. False for an unknown token. */
export async function turnOffMilestoneEmails(token: string): Promise<boolean> {
  const rows = await db
    .update(quitPlan)
    .set({ milestoneEmails: false })
    .where(eq(quitPlan.reminderToken, token))
    .returning({ userId: quitPlan.userId })
  return rows.length === 1
}
