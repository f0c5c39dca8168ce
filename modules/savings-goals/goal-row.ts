import 'server-only'
import { getProgressSummary, type TProgressSummary } from '@/modules/companion/public'
import { storeReached } from './commands'
import { listGoals } from './queries'
import { planGoals, type TGoalRow, type TMoneyKept } from './row'

export function moneyKeptOf(summary: TProgressSummary): TMoneyKept {
  return {
    quitDate: summary.plan.quitDate,
    today: summary.today,
    counting: summary.phase === 'after',
    smokeFreeDays: summary.smokeFreeDays,
    moneySavedMinor: summary.moneySavedMinor,
    dailySpendMinor: summary.dailySpendMinor,
    moneySavedOn: summary.moneySavedOn,
  }
}

/**
 * The person's goals at `now`, with the goals the money kept has newly covered stored as reached
 * (a reached goal stays reached, whatever comes after). Null without a quit plan.
 */
export async function loadGoalRow(
  userId: string,
  now: Date,
): Promise<{ summary: TProgressSummary; row: TGoalRow } | null> {
  const summary = await getProgressSummary(userId, now)
  if (!summary) return null
  const row = planGoals(await listGoals(userId), moneyKeptOf(summary))
  await storeReached(userId, row.newlyReached)
  return { summary, row }
}
