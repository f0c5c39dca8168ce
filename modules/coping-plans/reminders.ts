import 'server-only'
import { and, inArray } from 'drizzle-orm'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { getTodayIn } from '@/lib/calendar'
import {
  claimAndSendOnce,
  getLocalTime,
  getPlan,
  listCravings,
  reachableAccount,
} from '@/modules/companion/public'
import { toMailLocale } from '@/modules/email/public'
import { sendPushToUser } from '@/modules/push/public'
import { buildRiskyHourPush, sendRiskyHourMail } from './mails'
import { listCopingPlans, listRiskyHourSubscribers } from './queries'
import { findRiskyHour, isShortlyBefore, RISKY_WINDOW_DAYS } from './risky-hour'

/** Plans the reminder shows at most. */
const PLANS_IN_REMINDER = 3

/**
 * The risky-hour reminder pass (the companion's scheduler runs it with its own, decision 064):
 * for each person who asked, the hour their log shows most cravings in; in the half hour before
 * it, their plans for that hour's trigger (or all, when none fits), once a local day. The claim
 * in reminder_sent makes it go once across instances; a failed send is tried again.
 */
export async function runRiskyHourReminders(now: Date = new Date()): Promise<number> {
  const subscribers = (await listRiskyHourSubscribers()).filter((row) => row.byEmail || row.byPush)
  if (subscribers.length === 0) return 0
  const people = await db
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
    .from(users)
    // Like the companion's reminders: confirmed addresses only, no banned account.
    .where(
      and(
        inArray(
          users.id,
          subscribers.map((row) => row.userId),
        ),
        reachableAccount(now),
      ),
    )
  const byId = new Map(people.map((person) => [person.id, person]))
  let sent = 0
  for (const subscriber of subscribers) {
    const person = byId.get(subscriber.userId)
    const plan = await getPlan(subscriber.userId)
    if (!person || !plan) continue
    const since = new Date(now.getTime() - RISKY_WINDOW_DAYS * 86_400_000)
    const cravings = await listCravings(subscriber.userId, since)
    const risky = findRiskyHour(
      cravings
        .filter((craving) => craving.loggedAt <= now)
        .map((craving) => ({
          trigger: craving.trigger,
          localHour: Number(getLocalTime(craving.loggedAt, plan.timeZone).slice(0, 2)),
        })),
    )
    if (!risky || !isShortlyBefore(getLocalTime(now, plan.timeZone), risky.hour)) continue
    const plans = await listCopingPlans(subscriber.userId)
    const fitting = plans.filter((copingPlan) => copingPlan.trigger === risky.trigger)
    const chosen = (fitting.length > 0 ? fitting : plans).slice(0, PLANS_IN_REMINDER)
    if (chosen.length === 0) continue
    const locale = toMailLocale(person.locale)
    const reminder = { to: person.email, name: person.name, locale, hour: risky.hour, plans: chosen }
    const day = getTodayIn(now, plan.timeZone)
    const send = async () => {
      if (subscriber.byPush) await sendPushToUser(subscriber.userId, buildRiskyHourPush(reminder))
      if (subscriber.byEmail) await sendRiskyHourMail(reminder)
    }
    if (await claimAndSendOnce(subscriber.userId, 'coping-plan', day, now, send)) sent++
  }
  return sent
}
