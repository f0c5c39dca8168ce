import 'server-only'
import { db } from '@/db/client'
import { badgeEarned } from '@/db/schema/badges'
import { countCravings, getProgressSummary, type TProgressSummary } from '@/modules/companion/public'
import { countMissionsDone } from '@/modules/missions/public'
import { findNewBadges, type TBadgeValues } from './catalogue'
import { listEarnedBadges, type TEarnedBadge } from './queries'

/** Where the person stands at `now`: what only counts after the quit date is null before it. */
export async function readBadgeValues(userId: string, summary: TProgressSummary): Promise<TBadgeValues> {
  const [cravings, missions] = await Promise.all([countCravings(userId), countMissionsDone(userId)])
  const counting = summary.phase === 'after'
  return {
    'smoke-free': counting ? summary.smokeFreeDays : null,
    streak: counting ? summary.streak : null,
    cravings,
    money: counting ? Math.floor(summary.moneySavedMinor / summary.plan.packPriceMinor) : null,
    missions,
  }
}

/**
 * Stores the badges the person has newly earned at `now` (decision 066: once stored, a badge stays,
 * whatever a slip or a fresh start does to the counters) and returns all of theirs with where
 * they stand. Null without a quit plan.
 */
export async function earnBadges(
  userId: string,
  now: Date,
): Promise<{ summary: TProgressSummary; values: TBadgeValues; earned: TEarnedBadge[] } | null> {
  const summary = await getProgressSummary(userId, now)
  if (!summary) return null
  const [values, stored] = await Promise.all([readBadgeValues(userId, summary), listEarnedBadges(userId)])
  const fresh = findNewBadges(
    values,
    new Set(stored.map((badge) => badge.key)),
    summary.today,
    summary.plan.quitDate,
  )
  if (fresh.length === 0) return { summary, values, earned: stored }
  const quitDate = summary.phase === 'after' ? summary.plan.quitDate : null
  await db
    .insert(badgeEarned)
    .values(fresh.map((badge) => ({ userId, badgeKey: badge.key, earnedOn: badge.earnedOn, quitDate })))
    .onConflictDoNothing()
  return { summary, values, earned: await listEarnedBadges(userId) }
}
