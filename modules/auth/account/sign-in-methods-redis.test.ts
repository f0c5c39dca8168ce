import fs from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import { isPortListening } from '@/lib/processes'

// With sessions in Redis (scaled mode), each session keeps its own copy of the user, which Better
// Auth does not reread: an account linked or removed refreshes those copies, so the sign-in
// methods the session carries (decision 080) change at once on every instance.
const REDIS = 'redis://127.0.0.1:6379'
const redisUp = await isPortListening(6379)
if (!redisUp) {
  console.warn('sign-in-methods-redis.test.ts: skipping: it needs Redis on 127.0.0.1:6379.')
}

const {
  callAuthApi,
  cookieHeader,
  linkProviderAccount,
  useTestAuthEnvironment: prepareAuthEnvironment,
} = await import('@/modules/auth/testing')
const dataDir = await prepareAuthEnvironment({ signUpFreely: true })
if (redisUp) process.env.REDIS_URL = REDIS

const { getAuth } = await import('../auth')

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
})

describe.skipIf(!redisUp)('the sign-in methods of a session kept in Redis', () => {
  it('change when Better Auth links or removes an account', async () => {
    const response = await callAuthApi(getAuth(), '/sign-up/email', {
      body: {
        email: `methods-redis-${Date.now()}@example.test`,
        password: 'correct horse battery',
        name: 'Redis',
      },
    })
    expect(response.status).toBe(200)
    const headers = new Headers({ cookie: cookieHeader(response) })
    const methods = async () =>
      (await getAuth().api.getSession({ headers, query: { disableRefresh: true } }))?.user.signInMethods

    expect((await getAuth().$context).secondaryStorage).toBeDefined()
    expect(await methods()).toBe('credential')
    const user = (await getAuth().api.getSession({ headers }))!.user
    const unlink = await linkProviderAccount(getAuth(), user.id, 'google')
    expect(await methods()).toBe('credential,google')
    await unlink()
    expect(await methods()).toBe('credential')
  })
})
