import 'server-only'
import { and, count, eq, isNull, sql } from 'drizzle-orm'
import { db } from '@/db/client'
import { challenge, challengeCheckIn, challengeParticipant } from '@/db/schema/challenges'
import { createUnguessableId } from '@/lib/ids'
import { canCheckInDay, getChallengeState } from './calendar'
import type { TStartChallengeInput } from './schemas'

/** Starts a challenge; its owner is its first participant. */
export async function startChallenge(userId: string, input: TStartChallengeInput): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(challenge)
      .values({ id: createUnguessableId(), ownerId: userId, ...input })
      .returning({ id: challenge.id })
    await tx.insert(challengeParticipant).values({ challengeId: row!.id, userId })
    return row!
  })
}

export type TJoinOutcome = 'joined' | 'already-joined' | 'not-found' | 'full' | 'ended' | 'closed'

/**
 * Adds the user to the challenge. Joining twice changes nothing. The challenge row is locked
 * while participants are counted, so two people cannot take the last place at once.
 */
export async function joinChallenge(
  userId: string,
  challengeId: string,
  todayUtc: string,
): Promise<TJoinOutcome> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(challenge).where(eq(challenge.id, challengeId)).for('update')
    if (!found) return 'not-found'
    // Whether this person is in, and how many are: one round trip (the row lock above holds both).
    const [participants] = await tx
      .select({
        taken: count(),
        joined: sql<boolean>`coalesce(bool_or(${challengeParticipant.userId} = ${userId}), false)`,
      })
      .from(challengeParticipant)
      .where(eq(challengeParticipant.challengeId, challengeId))
    if (participants?.joined) return 'already-joined'
    const state = getChallengeState({ ...found, today: todayUtc })
    if (state === 'closed' || state === 'ended') return state
    if ((participants?.taken ?? 0) >= found.maxParticipants) return 'full'
    await tx.insert(challengeParticipant).values({ challengeId, userId })
    return 'joined'
  })
}

export type TCheckInOutcome = 'checked-in' | 'not-found' | 'not-participant' | 'closed' | 'day-not-allowed'

/** Records a smoke-free day of a participant; checking a day in twice changes nothing. */
export async function checkInDay(input: {
  userId: string
  challengeId: string
  day: string
  /** Today in the participant's time zone. */
  today: string
}): Promise<TCheckInOutcome> {
  const [found] = await db
    .select({
      startsOn: challenge.startsOn,
      lengthDays: challenge.lengthDays,
      closedAt: challenge.closedAt,
      participant: challengeParticipant.userId,
    })
    .from(challenge)
    .leftJoin(
      challengeParticipant,
      and(eq(challengeParticipant.challengeId, challenge.id), eq(challengeParticipant.userId, input.userId)),
    )
    .where(eq(challenge.id, input.challengeId))
  if (!found) return 'not-found'
  if (!found.participant) return 'not-participant'
  if (found.closedAt) return 'closed'
  if (
    !canCheckInDay({
      day: input.day,
      startsOn: found.startsOn,
      lengthDays: found.lengthDays,
      today: input.today,
    })
  ) {
    return 'day-not-allowed'
  }
  await db
    .insert(challengeCheckIn)
    .values({ challengeId: input.challengeId, userId: input.userId, day: input.day })
    .onConflictDoNothing()
  return 'checked-in'
}

/** Closes the owner's challenge; false when it is not theirs or does not exist. Closing twice is fine. */
export async function closeChallenge(userId: string, challengeId: string): Promise<boolean> {
  const [found] = await db
    .select({ closedAt: challenge.closedAt })
    .from(challenge)
    .where(and(eq(challenge.id, challengeId), eq(challenge.ownerId, userId)))
  if (!found) return false
  await db
    .update(challenge)
    .set({ closedAt: new Date() })
    .where(and(eq(challenge.id, challengeId), isNull(challenge.closedAt)))
  return true
}
