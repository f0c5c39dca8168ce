import 'server-only'
import { and, count, eq, inArray, ne } from 'drizzle-orm'
import { users } from '@/db/schema/auth'
import { challenge, challengeCheckIn, challengeParticipant } from '@/db/schema/challenges'
import type { TEraser } from '@/modules/deletion/public'
import { sendChallengeEndedMails } from './ended-mails'

/**
 * Challenges the person started are deleted with everything in them, and the other
 * participants get a mail that it ended; in other people's challenges the person's
 * participation and check-ins are deleted.
 */
export const challengesEraser: TEraser = {
  name: 'challenges',
  tables: ['challenge', 'challenge_participant', 'challenge_check_in'],
  async erase({ tx, subject, afterCommit }) {
    const { userId } = subject
    if (!userId) return
    const owned = await tx
      .select({ id: challenge.id, titleKey: challenge.titleKey, customTitle: challenge.customTitle })
      .from(challenge)
      .where(eq(challenge.ownerId, userId))
    const ownedIds = owned.map((c) => c.id)
    if (ownedIds.length > 0) {
      const others = await tx
        .select({
          challengeId: challengeParticipant.challengeId,
          email: users.email,
          name: users.name,
          locale: users.locale,
        })
        .from(challengeParticipant)
        .innerJoin(users, eq(users.id, challengeParticipant.userId))
        .where(
          and(inArray(challengeParticipant.challengeId, ownedIds), ne(challengeParticipant.userId, userId)),
        )
      await tx.delete(challengeCheckIn).where(inArray(challengeCheckIn.challengeId, ownedIds))
      await tx.delete(challengeParticipant).where(inArray(challengeParticipant.challengeId, ownedIds))
      await tx.delete(challenge).where(inArray(challenge.id, ownedIds))
      if (others.length > 0) {
        const titles = new Map(owned.map((c) => [c.id, { titleKey: c.titleKey, customTitle: c.customTitle }]))
        afterCommit(() =>
          sendChallengeEndedMails(
            others.map((p) => ({
              ...p,
              challenge: titles.get(p.challengeId) ?? { titleKey: null, customTitle: null },
            })),
          ),
        )
      }
    }
    await tx.delete(challengeCheckIn).where(eq(challengeCheckIn.userId, userId))
    await tx.delete(challengeParticipant).where(eq(challengeParticipant.userId, userId))
  },
  async describe(db, { userId }) {
    if (!userId) return {}
    const [owned] = await db.select({ n: count() }).from(challenge).where(eq(challenge.ownerId, userId))
    const [joined] = await db
      .select({ n: count() })
      .from(challengeParticipant)
      .where(eq(challengeParticipant.userId, userId))
    return { ownedChallenges: owned?.n ?? 0, challengeParticipations: joined?.n ?? 0 }
  },
  async exportData(db, { userId }) {
    if (!userId) return { owned: [], participations: [], checkIns: [] }
    const owned = await db
      .select({
        id: challenge.id,
        titleKey: challenge.titleKey,
        customTitle: challenge.customTitle,
        startsOn: challenge.startsOn,
        lengthDays: challenge.lengthDays,
        createdAt: challenge.createdAt,
      })
      .from(challenge)
      .where(eq(challenge.ownerId, userId))
    const participations = await db
      .select({ challengeId: challengeParticipant.challengeId, joinedAt: challengeParticipant.joinedAt })
      .from(challengeParticipant)
      .where(eq(challengeParticipant.userId, userId))
    const checkIns = await db
      .select({ challengeId: challengeCheckIn.challengeId, day: challengeCheckIn.day })
      .from(challengeCheckIn)
      .where(eq(challengeCheckIn.userId, userId))
    return { owned, participations, checkIns }
  },
}
