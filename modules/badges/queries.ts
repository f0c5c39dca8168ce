import 'server-only'
import { asc, eq } from 'drizzle-orm'
import { db } from '@/db/client'
import { badgeEarned } from '@/db/schema/badges'
import type { TIsoDate } from '@/lib/calendar'

export type TEarnedBadge = { key: string; earnedOn: TIsoDate; quitDate: TIsoDate | null }

/** The person's badges, oldest first. */
export async function listEarnedBadges(userId: string): Promise<TEarnedBadge[]> {
  return db
    .select({ key: badgeEarned.badgeKey, earnedOn: badgeEarned.earnedOn, quitDate: badgeEarned.quitDate })
    .from(badgeEarned)
    .where(eq(badgeEarned.userId, userId))
    .orderBy(asc(badgeEarned.earnedOn), asc(badgeEarned.badgeKey))
}
