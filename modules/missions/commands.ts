import 'server-only'
import { db } from '@/db/client'
import { missionProgress } from '@/db/schema/missions'
import type { TMissionInput } from './schemas'

/** Marks a mission done or skipped; marking it again replaces the earlier mark and answer. */
export async function markMission(userId: string, input: TMissionInput): Promise<void> {
  const values = {
    status: input.intent === 'done' ? ('done' as const) : ('skipped' as const),
    // A skipped mission keeps no answer; a done one without a question has none either.
    answer: input.intent === 'done' && input.answer !== '' ? input.answer : null,
    updatedAt: new Date(),
  }
  await db
    .insert(missionProgress)
    .values({ userId, missionKey: input.mission, ...values })
    .onConflictDoUpdate({ target: [missionProgress.userId, missionProgress.missionKey], set: values })
}
