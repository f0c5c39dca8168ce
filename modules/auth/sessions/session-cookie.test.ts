import { getCookies } from 'better-auth/cookies'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '@/lib/config'
import { SESSION_COOKIE_NAMES } from '@/lib/routing/static-routes'
import { buildAuthOptions } from '../auth-options'

// next.config.ts lets a session route skip the proxy when one of these cookies is present: the
// names must be the ones Better Auth sets, over HTTP and over HTTPS.
describe('the session cookie names the routing knows', () => {
  it('are the ones Better Auth sets with our options', () => {
    const names = ['http://localhost:3000', 'https://exhale.example'].map((PUBLIC_URL) => {
      const env: Record<string, string> = { PUBLIC_URL }
      const options = buildAuthOptions(parseConfig(env as NodeJS.ProcessEnv), { redisUrl: null })
      return getCookies(options).sessionToken.name
    })
    expect(names).toEqual([...SESSION_COOKIE_NAMES])
  })
})
