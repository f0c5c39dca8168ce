import 'server-only'
import { and, eq, or } from 'drizzle-orm'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { dailyCheckIn, quitPlan, reminderSent } from '@/db/schema/companion'
import { getTodayIn } from '@/lib/calendar'
import { logger } from '@/lib/logger'
import { countSmokeFreeDays, HEALTH_MILESTONES } from '@/modules/certificates/public'
import { toMailLocale } from '@/modules/email/public'
import { sendPushToUser } from '@/modules/push/public'
import { buildDailyReminderPush, buildMilestonePush, sendDailyReminderMail, sendMilestoneMail } from './mails'

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

/** The local wall-clock time at `now` in `timeZone` as HH:MM. */
export function getLocalTime(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now)
}

/**
 * Claims the reminder's unique row and sends it in the same transaction: another instance
 * claiming the same key waits for this one and then finds it taken; a failed send rolls the
 * claim back so the next pass tries again. True when this call sent it.
 */
async function claimAndSend(
  userId: string,
  kind: 'milestone' | 'daily',
  key: string,
  send: () => Promise<void>,
) {
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(reminderSent)
        .values({ userId, kind, key })
        .onConflictDoNothing()
        .returning({ key: reminderSent.key })
      if (claimed.length === 0) return false
      await send()
      return true
    })
  } catch (error) {
    logger.error({ err: error, kind }, 'reminder failed; retried on the next pass')
    return false
  }
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
      byEmail: quitPlan.milestoneEmails,
      byPush: quitPlan.milestonePush,
      email: users.email,
      name: users.name,
      locale: users.locale,
    })
    .from(quitPlan)
    .innerJoin(users, eq(users.id, quitPlan.userId))
    .where(or(eq(quitPlan.milestoneEmails, true), eq(quitPlan.milestonePush, true)))
  let sent = 0
  for (const plan of plans) {
    if (isQuietHour(now, plan.timeZone)) continue
    const day = findDueMilestone(countSmokeFreeDays(plan.quitDate, now, plan.timeZone))
    if (day === null) continue
    // The key names the quit date too: after a fresh start the milestones come again.
    const mail = {
      to: plan.email,
      name: plan.name,
      locale: toMailLocale(plan.locale),
      day,
      token: plan.reminderToken,
    }
    const send = async () => {
      // The push never throws (a failing device is counted in modules/push); a mail that throws
      // rolls the claim back, and the next pass sends both again.
      if (plan.byPush) await sendPushToUser(plan.userId, buildMilestonePush(mail))
      if (plan.byEmail) await sendMilestoneMail(mail)
    }
    if (await claimAndSend(plan.userId, 'milestone', `${plan.quitDate}:${day}`, send)) sent++
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

/**
 * The daily check-in reminder: once a local day, from the chosen time on, only when the day has
 * no check-in yet. The key is the local date, so a day missed while down is never sent later.
 */
export async function runDailyReminders(now: Date = new Date()): Promise<number> {
  const plans = await db
    .select({
      userId: quitPlan.userId,
      timeZone: quitPlan.timeZone,
      time: quitPlan.dailyReminderTime,
      reminderToken: quitPlan.reminderToken,
      byEmail: quitPlan.dailyReminderEmails,
      byPush: quitPlan.dailyReminderPush,
      email: users.email,
      name: users.name,
      locale: users.locale,
    })
    .from(quitPlan)
    .innerJoin(users, eq(users.id, quitPlan.userId))
    .where(or(eq(quitPlan.dailyReminderEmails, true), eq(quitPlan.dailyReminderPush, true)))
  let sent = 0
  for (const plan of plans) {
    if (isQuietHour(now, plan.timeZone) || getLocalTime(now, plan.timeZone) < plan.time) continue
    const day = getTodayIn(now, plan.timeZone)
    const [checkedIn] = await db
      .select({ day: dailyCheckIn.day })
      .from(dailyCheckIn)
      .where(and(eq(dailyCheckIn.userId, plan.userId), eq(dailyCheckIn.day, day)))
    if (checkedIn) continue
    const mail = {
      to: plan.email,
      name: plan.name,
      locale: toMailLocale(plan.locale),
      token: plan.reminderToken,
    }
    const send = async () => {
      if (plan.byPush) await sendPushToUser(plan.userId, buildDailyReminderPush(mail))
      if (plan.byEmail) await sendDailyReminderMail(mail)
    }
    if (await claimAndSend(plan.userId, 'daily', day, send)) sent++
  }
  return sent
}

/** RFC 8058 one-click for the daily reminder. False for an unknown token. */
export async function turnOffDailyReminders(token: string): Promise<boolean> {
  const rows = await db
    .update(quitPlan)
    .set({ dailyReminderEmails: false })
    .where(eq(quitPlan.reminderToken, token))
    .returning({ userId: quitPlan.userId })
  return rows.length === 1
}
