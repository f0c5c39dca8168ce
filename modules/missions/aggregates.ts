import 'server-only'
import { countDistinct, eq, sql } from 'drizzle-orm'
import { db } from '@/db/client'
import { missionProgress } from '@/db/schema/missions'
import { MISSIONS } from './catalogue'

/**
 * What admins see of the missions: how many people marked any done and how many marks each day
 * of the programme got. Never a person, never an answer (health data stays personal).
 */
export type TMissionAggregates = {
  peopleWithMissionDone: number
  days: Array<{ day: number; done: number; skipped: number }>
}

export async function getMissionAggregates(): Promise<TMissionAggregates> {
  const [people, perMission] = await Promise.all([
    db
      .select({ n: countDistinct(missionProgress.userId) })
      .from(missionProgress)
      .where(eq(missionProgress.status, 'done')),
    db
      .select({
        key: missionProgress.missionKey,
        done: sql<number>`count(*) filter (where ${missionProgress.status} = 'done')`.mapWith(Number),
        skipped: sql<number>`count(*) filter (where ${missionProgress.status} = 'skipped')`.mapWith(Number),
      })
      .from(missionProgress)
      .groupBy(missionProgress.missionKey),
  ])
  const byKey = new Map(perMission.map((row) => [row.key, row]))
  return {
    peopleWithMissionDone: people[0]?.n ?? 0,
    days: MISSIONS.map((mission) => ({
      day: mission.day,
      done: byKey.get(mission.key)?.done ?? 0,
      skipped: byKey.get(mission.key)?.skipped ?? 0,
    })),
  }
}
