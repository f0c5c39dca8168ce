import 'server-only'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { challenge, challengeCheckIn, challengeParticipant } from '@/db/schema/challenges'

export type TChallengeParticipantView = {
  userId: string
  /** The display name only: never the email address. */
  name: string
  checkIns: string[]
}

export type TChallengeView = {
  id: string
  ownerId: string | null
  ownerName: string | null
  titleKey: string | null
  customTitle: string | null
  startsOn: string
  lengthDays: number
  maxParticipants: number
  closedAt: Date | null
  participants: TChallengeParticipantView[]
}

/** The columns of a challenge every view shows. */
const CHALLENGE_COLUMNS = {
  id: challenge.id,
  ownerId: challenge.ownerId,
  titleKey: challenge.titleKey,
  customTitle: challenge.customTitle,
  startsOn: challenge.startsOn,
  lengthDays: challenge.lengthDays,
  closedAt: challenge.closedAt,
}

/** A challenge with its participants (in joining order) and their checked-in days. */
export async function getChallengeView(id: string): Promise<TChallengeView | null> {
  const [found] = await db
    .select({
      ...CHALLENGE_COLUMNS,
      ownerName: users.name,
      maxParticipants: challenge.maxParticipants,
    })
    .from(challenge)
    .leftJoin(users, eq(users.id, challenge.ownerId))
    .where(eq(challenge.id, id))
  if (!found) return null
  const participants = await db
    .select({ userId: challengeParticipant.userId, name: users.name })
    .from(challengeParticipant)
    .innerJoin(users, eq(users.id, challengeParticipant.userId))
    .where(eq(challengeParticipant.challengeId, id))
    .orderBy(asc(challengeParticipant.joinedAt), asc(users.name))
  const checkIns = await db
    .select({ userId: challengeCheckIn.userId, day: challengeCheckIn.day })
    .from(challengeCheckIn)
    .where(eq(challengeCheckIn.challengeId, id))
    .orderBy(asc(challengeCheckIn.day))
  return {
    ...found,
    participants: participants.map((participant) => ({
      ...participant,
      checkIns: checkIns.filter((row) => row.userId === participant.userId).map((row) => row.day),
    })),
  }
}

export type TMyChallenge = {
  id: string
  titleKey: string | null
  customTitle: string | null
  startsOn: string
  lengthDays: number
  closedAt: Date | null
  isOwner: boolean
  checkedInDays: number
}

/** The challenges a user takes part in, newest first. */
export async function listMyChallenges(userId: string): Promise<TMyChallenge[]> {
  const rows = await db
    .select(CHALLENGE_COLUMNS)
    .from(challengeParticipant)
    .innerJoin(challenge, eq(challenge.id, challengeParticipant.challengeId))
    .where(eq(challengeParticipant.userId, userId))
    .orderBy(desc(challenge.startsOn), desc(challenge.createdAt))
  if (rows.length === 0) return []
  const checkIns = await db
    .select({ challengeId: challengeCheckIn.challengeId, userId: challengeCheckIn.userId })
    .from(challengeCheckIn)
    .where(
      and(
        eq(challengeCheckIn.userId, userId),
        inArray(
          challengeCheckIn.challengeId,
          rows.map((row) => row.id),
        ),
      ),
    )
  return rows.map(({ ownerId, ...row }) => ({
    ...row,
    isOwner: ownerId === userId,
    checkedInDays: checkIns.filter((checkIn) => checkIn.challengeId === row.id).length,
  }))
}
