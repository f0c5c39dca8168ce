import 'server-only'
import { and, count, eq } from 'drizzle-orm'
import { db } from '@/db/client'
import { missionProgress } from '@/db/schema/missions'
import type { TMissionState } from './schedule'

/** The person's marked missions by key. */
export async function listMissionStates(userId: string): Promise<Map<string, TMissionState>> {
  const rows = await db
    .select({
      key: missionProgress.missionKey,
      status: missionProgress.status,
      answer: missionProgress.answer,
    })
    .from(missionProgress)
    .where(eq(missionProgress.userId, userId))
  return new Map(rows.map((row) => [row.key, { status: row.status, answer: row.answer }]))
}

/** How many missions the person has marked done (other features show it, e.g. badges). */
export async function countMissionsDone(userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(missionProgress)
    .where(and(eq(missionProgress.userId, userId), eq(missionProgress.status, 'done')))
  return row?.n ?? 0
}
