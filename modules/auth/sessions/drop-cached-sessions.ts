import 'server-only'
import { getConfig } from '@/lib/config'
import { createRedisStorage, getRedisClient } from '@/lib/redis'

/**
 * With REDIS_URL, Better Auth also keeps sessions in Redis and reads them from there first, so
 * deleting the rows is not enough: this drops the user's cached sessions the way Better Auth's
 * own deleteUser does (the `active-sessions-{userId}` list and each token's entry).
 */
export async function dropCachedSessions(userId: string): Promise<void> {
  const url = getConfig().REDIS_URL
  if (!url) return
  const storage = createRedisStorage(getRedisClient(url))
  const listKey = `active-sessions-${userId}`
  const list = await storage.get(listKey)
  const references: unknown = typeof list === 'string' ? JSON.parse(list) : []
  if (Array.isArray(references)) {
    for (const reference of references) {
      const token = (reference as { token?: unknown }).token
      if (typeof token === 'string') await storage.delete(token)
    }
  }
  await storage.delete(listKey)
}
