import 'server-only'
import { lt, sql } from 'drizzle-orm'
import { db } from '@/db/client'
import { usedBotChallenges } from '@/db/schema/bot-check'
import { getConfig } from '@/lib/config'
import { getRedisClient } from '@/lib/redis'

/**
 * Records that the challenge `nonce` has been answered; false when it already was (a replay).
 * Atomic in both stores: Redis `SET NX` with the challenge's remaining lifetime when REDIS_URL is
 * set, else an insert that does nothing on conflict, so two instances cannot both accept it.
 */
export async function markChallengeUsed(nonce: string, expiresAt: Date, redisUrl = getConfig().REDIS_URL) {
  if (redisUrl) {
    const seconds = Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000))
    const answer = await getRedisClient(redisUrl).set(`bot-check:${nonce}`, '1', 'EX', seconds, 'NX')
    return answer === 'OK'
  }
  const inserted = await db
    .insert(usedBotChallenges)
    .values({ nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: usedBotChallenges.nonce })
  // Expired challenges fail on their own: their rows are swept now and then.
  if (Math.random() < 0.05) {
    await db.delete(usedBotChallenges).where(lt(usedBotChallenges.expiresAt, sql`now()`))
  }
  return inserted.length === 1
}
