import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { isPortListening } from '@/lib/processes'
import { closeRedisClients } from '@/lib/redis'
import { consumeRateLimit } from './rate-limit'

const SHARED_REDIS = 'redis://127.0.0.1:6379'

const redisUp = await isPortListening(6379)
if (!redisUp) console.warn('rate-limit.test.ts: skipping the Redis case: no Redis on 127.0.0.1:6379.')

// Each run gets its own rule name, so counts left by an earlier run never leak in.
const ruleNamed = (store: string) => ({
  name: `test-${store}-${randomBytes(4).toString('hex')}`,
  limit: 3,
  windowSeconds: 60,
})

describe('consumeRateLimit', () => {
  afterAll(closeRedisClients)

  it('allows up to the limit within a window and counts per subject (PostgreSQL)', async () => {
    const rule = ruleNamed('pg')
    const results = []
    for (let i = 0; i < 5; i++) results.push(await consumeRateLimit(rule, '198.51.100.1', null))
    expect(results).toEqual([true, true, true, false, false])
    expect(await consumeRateLimit(rule, '198.51.100.2', null)).toBe(true)
  })

  it.skipIf(!redisUp)('counts the same way in Redis when REDIS_URL is set', async () => {
    const rule = ruleNamed('redis')
    const results = []
    for (let i = 0; i < 5; i++) results.push(await consumeRateLimit(rule, '198.51.100.1', SHARED_REDIS))
    expect(results).toEqual([true, true, true, false, false])
    expect(await consumeRateLimit(rule, '198.51.100.2', SHARED_REDIS)).toBe(true)
  })
})
