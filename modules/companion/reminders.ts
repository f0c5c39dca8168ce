import 'server-only'
import { and, eq, gt, isNotNull, like, lt, or } from 'drizzle-orm'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { dailyCheckIn, quitPlan, reminderSent } from '@/db/schema/companion'
import type { TLocale } from '@/i18n/locales'
import { getTodayIn, type TIsoDate } from '@/lib/calendar'
import { logger } from '@/lib/logger'
import { countSmokeFreeDays, HEALTH_MILESTONES } from '@/modules/certificates/public'
import { toMailLocale } from '@/modules/email/public'
import { sendPushToUser } from '@/modules/push/public'
import {
  buildDailyReminderPush,
  buildMilestonePush,
  sendDailyReminderMail,
  sendMilestoneMail,
  type TDailyReminderExtra,
} from './mails'

/** Milestone days that get a mail: the hard first days, then the health milestones. */
export const MILESTONE_MAIL_DAYS = [
  ...new Set([1, 3, 7, 14, 30, 90, 365, ...HEALTH_MILESTONES.map((m) => m.day)]),
].sort((a, b) => a - b)

/** A milestone reached while reminders could not run is still sent within this many days. */
export const CATCH_UP_DAYS = 6

/**
 * A milestone mail goes at most once in this many days per milestone and person, however often
 * the quit date moves: a fresh start a week later does not congratulate on day 3 again, and an
 * account cannot turn its plan into a mail cannon by moving the date back and forth.
 */
export const MILESTONE_REPEAT_DAYS = 30

/**
 * Reminders go only to accounts whose address its owner confirmed (registration does not ask
 * for it, so an unconfirmed address may be a stranger's) and that are not banned (a ban that has
 * run out counts as none).
 */
export function reachableAccount(now: Date) {
  return and(
    eq(users.emailVerified, true),
    or(eq(users.banned, false), and(isNotNull(users.banExpires), lt(users.banExpires, now))),
  )
}

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

type TTransaction = Parameters<Parameters<typeof db.transaction>[0]>[0]
type TClaim = (tx: TTransaction) => Promise<boolean>

/** A reminder of `kind` with `key` (the daily one: the local day): once. */
function claimOnce(userId: string, kind: string, key: string, now: Date): TClaim {
  return async (tx) => {
    const claimed = await tx
      .insert(reminderSent)
      .values({ userId, kind, key, sentAt: now })
      .onConflictDoNothing()
      .returning({ key: reminderSent.key })
    return claimed.length > 0
  }
}

/**
 * A milestone day: once in MILESTONE_REPEAT_DAYS, whatever the quit date (the key is the day
 * alone). The row is taken again only when its last sending is older than the window; rows of
 * the earlier key form (`<quit date>:<day>`) count too.
 */
function claimMilestone(userId: string, day: number, now: Date): TClaim {
  return async (tx) => {
    const since = new Date(now.getTime() - MILESTONE_REPEAT_DAYS * 24 * 60 * 60 * 1000)
    const [earlier] = await tx
      .select({ key: reminderSent.key })
      .from(reminderSent)
      .where(
        and(
          eq(reminderSent.userId, userId),
          eq(reminderSent.kind, 'milestone'),
          like(reminderSent.key, `%:${day}`),
          gt(reminderSent.sentAt, since),
        ),
      )
      .limit(1)
    if (earlier) return false
    const claimed = await tx
      .insert(reminderSent)
      .values({ userId, kind: 'milestone', key: `day-${day}`, sentAt: now })
      .onConflictDoUpdate({
        target: [reminderSent.userId, reminderSent.kind, reminderSent.key],
        set: { sentAt: now },
        setWhere: lt(reminderSent.sentAt, since),
      })
      .returning({ key: reminderSent.key })
    return claimed.length > 0
  }
}

/**
 * Claims the reminder's row and sends it in the same transaction: another instance claiming the
 * same row waits for this one and then finds it taken; a failed send rolls the claim back so the
 * next pass tries again. True when this call sent it.
 */
async function claimAndSend(kind: string, claim: TClaim, send: () => Promise<void>) {
  try {
    return await db.transaction(async (tx) => {
      if (!(await claim(tx))) return false
      await send()
      return true
    })
  } catch (error) {
    logger.error({ err: error, kind }, 'reminder failed; retried on the next pass')
    return false
  }
}

/**
 * A reminder of another feature (the if-then plan before a risky hour), sent once per `kind` and
 * `key` with the same claim as the daily reminder. True when this call sent it.
 */
export function claimAndSendOnce(
  userId: string,
  kind: string,
  key: string,
  now: Date,
  send: () => Promise<void>,
): Promise<boolean> {
  return claimAndSend(kind, claimOnce(userId, kind, key, now), send)
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
    .where(
      and(
        or(eq(quitPlan.milestoneEmails, true), eq(quitPlan.milestonePush, true)),
        // Milestones start at the quit date, never while cutting down (decision 067).
        eq(quitPlan.mode, 'quit'),
        reachableAccount(now),
      ),
    )
  let sent = 0
  for (const plan of plans) {
    if (isQuietHour(now, plan.timeZone)) continue
    const day = findDueMilestone(countSmokeFreeDays(plan.quitDate, now, plan.timeZone))
    if (day === null) continue
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
    if (await claimAndSend('milestone', claimMilestone(plan.userId, day, now), send)) sent++
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

/** One person's daily reminder as another feature sees it, to add its part (today's mission). */
export type TDailyReminderPerson = {
  userId: string
  locale: TLocale
  day: TIsoDate
  quitDate: TIsoDate
  timeZone: string
}
/**
 * What other features add to a daily reminder, each a title and a line (today's mission). The
 * first one's title becomes the subject; the server composes them (server/reminder-passes.ts).
 */
export type TDailyReminderExtras = (person: TDailyReminderPerson) => Promise<TDailyReminderExtra[]>

/**
 * The daily check-in reminder: once a local day, from the chosen time on, only when the day has
 * no check-in yet. The key is the local date, so a day missed while down is never sent later.
 */
export async function runDailyReminders(
  now: Date = new Date(),
  extras?: TDailyReminderExtras,
): Promise<number> {
  const plans = await db
    .select({
      userId: quitPlan.userId,
      quitDate: quitPlan.quitDate,
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
    .where(
      and(
        or(eq(quitPlan.dailyReminderEmails, true), eq(quitPlan.dailyReminderPush, true)),
        reachableAccount(now),
      ),
    )
  let sent = 0
  for (const plan of plans) {
    if (isQuietHour(now, plan.timeZone) || getLocalTime(now, plan.timeZone) < plan.time) continue
    const day = getTodayIn(now, plan.timeZone)
    const [checkedIn] = await db
      .select({ day: dailyCheckIn.day })
      .from(dailyCheckIn)
      .where(and(eq(dailyCheckIn.userId, plan.userId), eq(dailyCheckIn.day, day)))
    if (checkedIn) continue
    const locale = toMailLocale(plan.locale)
    const mail = {
      to: plan.email,
      name: plan.name,
      locale,
      token: plan.reminderToken,
      extras: extras
        ? await extras({ userId: plan.userId, locale, day, quitDate: plan.quitDate, timeZone: plan.timeZone })
        : [],
    }
    const send = async () => {
      if (plan.byPush) await sendPushToUser(plan.userId, buildDailyReminderPush(mail))
      if (plan.byEmail) await sendDailyReminderMail(mail)
    }
    if (await claimAndSend('daily', claimOnce(plan.userId, 'daily', day, now), send)) sent++
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
