import 'server-only'
import { sql } from 'drizzle-orm'
import { db } from '@/db/client'
import { actionRateLimit } from '@/db/schema/rate-limit'
import { getConfig } from '@/lib/config'
import { hashPersonalValue } from '@/lib/hashing'
import { getRedisClient, incrementWithExpiry } from '@/lib/redis'

export type TRateLimitRule = { name: string; limit: number; windowSeconds: number }

/**
 * Counts one attempt for `subject` under `rule` and says whether it is still allowed: the one
 * rate limiter of our own forms (Better Auth limits its own endpoints with the same storage
 * choice). A fixed window in Redis when REDIS_URL is set, else in PostgreSQL (one atomic
 * upsert), so every app instance shares the count and a restart keeps it; the key is a keyed
 * hash, never the raw IP or address. Decision 032.
 */
export async function consumeRateLimit(
  rule: TRateLimitRule,
  subject: string,
  redisUrl: string | null | undefined = getConfig().REDIS_URL,
): Promise<boolean> {
  const key = hashPersonalValue(`rate-limit:${rule.name}`, subject)
  if (redisUrl) {
    const count = await incrementWithExpiry(getRedisClient(redisUrl), `rate-limit:${key}`, rule.windowSeconds)
    return count <= rule.limit
  }
  return consumeInPostgres(rule, key)
}

async function consumeInPostgres(rule: TRateLimitRule, key: string): Promise<boolean> {
  const windowStart = sql`now() - make_interval(secs => ${rule.windowSeconds})`
  const [row] = await db
    .insert(actionRateLimit)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: actionRateLimit.key,
      set: {
        count: sql`case when ${actionRateLimit.windowStart} < ${windowStart} then 1 else ${actionRateLimit.count} + 1 end`,
        windowStart: sql`case when ${actionRateLimit.windowStart} < ${windowStart} then now() else ${actionRateLimit.windowStart} end`,
      },
    })
    .returning({ count: actionRateLimit.count })
  // Expired windows are swept now and then; a stale row is harmless (it restarts at 1).
  if (Math.random() < 0.02) {
    await db.delete(actionRateLimit).where(sql`${actionRateLimit.windowStart} < now() - interval '1 day'`)
  }
  return (row?.count ?? 1) <= rule.limit
}
