import 'server-only'
import type { SecondaryStorage } from '@better-auth/core/db'
import { Redis } from 'ioredis'
import { outsideRequest } from './outside-request'

// Increments a counter and sets its expiry only when it creates it, in one step, as Better
// Auth's SecondaryStorage.increment requires for rate limits that hold across instances.
const INCREMENT = `
local value = redis.call('INCR', KEYS[1])
if value == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return value`

const holder = globalThis as typeof globalThis & { __exhaleRedis?: Map<string, Redis> }

/** One client per URL and process (Next may load this module more than once). */
export function getRedisClient(url: string): Redis {
  holder.__exhaleRedis ??= new Map()
  let client = holder.__exhaleRedis.get(url)
  if (!client) {
    // Its connection outlives the request that asks first (lib/outside-request.ts).
    client = outsideRequest(
      () => new Redis(url, { keyPrefix: 'exhale:auth:', maxRetriesPerRequest: 2, enableOfflineQueue: true }),
    )
    client.on('error', (error: Error) => console.error('redis error', error.message))
    holder.__exhaleRedis.set(url, client)
  }
  return client
}

/** Adds one to `key`, starting a `ttlSeconds` expiry when this creates it (a fixed window). */
export async function incrementWithExpiry(client: Redis, key: string, ttlSeconds: number): Promise<number> {
  return Number(await client.eval(INCREMENT, 1, key, Math.max(1, Math.ceil(ttlSeconds))))
}

/** Better Auth's secondary storage (sessions, verification values, rate limits) on Redis. */
export function createRedisStorage(client: Redis): SecondaryStorage {
  return {
    get: (key) => client.get(key),
    getAndDelete: (key) => client.getdel(key),
    increment: (key, ttl) => incrementWithExpiry(client, key, ttl),
    set: async (key, value, ttl) => {
      if (ttl && ttl > 0) await client.set(key, value, 'EX', Math.ceil(ttl))
      else await client.set(key, value)
    },
    delete: async (key) => {
      await client.del(key)
    },
  }
}

/** CLI commands end their Redis connections so the process can exit. */
export async function closeRedisClients(): Promise<void> {
  const clients = [...(holder.__exhaleRedis?.values() ?? [])]
  holder.__exhaleRedis?.clear()
  await Promise.all(clients.map((client) => client.quit()))
}
