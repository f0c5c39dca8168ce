import 'server-only'
import { and, gte, inArray, isNull, or } from 'drizzle-orm'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { savingsGoal } from '@/db/schema/savings-goals'
import { addDays, getTodayIn } from '@/lib/calendar'
import { claimAndSendOnce, isQuietHour, reachableAccount } from '@/modules/companion/public'
import { toMailLocale } from '@/modules/email/public'
import { loadGoalRow } from './goal-row'
import { sendGoalReachedMail } from './mails'

/** A goal reached while no pass could run is still celebrated by mail within this many days. */
const CATCH_UP_DAYS = 6

/**
 * The savings-goal pass (on the companion's reminder beat, decision 066): for each person with
 * a goal still open or reached lately, the goals the money kept now covers are stored as reached
 * and, when the person's plan sends reminder mails, celebrated by mail once per goal.
 */
export async function runSavingsGoalMails(now: Date = new Date()): Promise<number> {
  const lately = addDays(getTodayIn(now, 'UTC'), -CATCH_UP_DAYS - 1)
  const owners = await db
    .selectDistinct({ userId: savingsGoal.userId })
    .from(savingsGoal)
    .where(or(isNull(savingsGoal.reachedOn), gte(savingsGoal.reachedOn, lately)))
  if (owners.length === 0) return 0
  const people = await db
    .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(
      and(
        inArray(
          users.id,
          owners.map((owner) => owner.userId),
        ),
        reachableAccount(now),
      ),
    )
  let sent = 0
  for (const person of people) {
    const loaded = await loadGoalRow(person.id, now)
    if (!loaded) continue
    const { plan, today } = loaded.summary
    if (!(plan.milestoneEmails || plan.dailyReminderEmails) || isQuietHour(now, plan.timeZone)) continue
    const locale = toMailLocale(person.locale)
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: plan.currency })
    for (const goal of loaded.row.reached) {
      if (!goal.reachedOn || goal.reachedOn < addDays(today, -CATCH_UP_DAYS)) continue
      const mail = {
        to: person.email,
        name: person.name,
        locale,
        goal: goal.name,
        price: money.format(goal.priceMinor / 100),
      }
      if (
        await claimAndSendOnce(person.id, 'savings-goal', `goal-${goal.id}`, now, () =>
          sendGoalReachedMail(mail),
        )
      )
        sent++
    }
  }
  return sent
}
