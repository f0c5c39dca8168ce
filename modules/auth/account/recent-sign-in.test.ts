import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { TAuth } from '../auth'
import { callAuthApi, cookieHeader, createTestAuth, useTestAuthEnvironment } from '../testing'

// The recent-sign-in rule (10 minutes, decision 007) on the passkey and second-factor changes
// (decisions 012, 022), with the clock moved forward instead of aged rows.

let auth: TAuth

beforeAll(async () => {
  await useTestAuthEnvironment()
  auth = await createTestAuth()
})

afterEach(() => {
  vi.useRealTimers()
})

async function freshSession() {
  const email = `recent-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`
  const signUp = await callAuthApi(auth, '/sign-up/email', {
    body: { email, password: 'correct horse battery', name: 'Recent', locale: 'en' },
  })
  expect(signUp.status).toBe(200)
  return cookieHeader(signUp)
}

const CHANGES: Array<[string, string, 'GET' | 'POST', unknown]> = [
  ['adding a passkey', '/passkey/generate-register-options', 'GET', undefined],
  ['removing a passkey', '/passkey/delete-passkey', 'POST', { id: 'no-such-passkey' }],
  ['turning the second factor on', '/two-factor/enable', 'POST', { password: 'correct horse battery' }],
  [
    'showing the secret of the second factor again',
    '/two-factor/get-totp-uri',
    'POST',
    { password: 'correct horse battery' },
  ],
]

describe('the 10-minute recent sign-in rule', () => {
  it.each(CHANGES)(
    '%s is allowed within 10 minutes of signing in and refused after',
    async (_what, path, method, body) => {
      const cookie = await freshSession()
      const early = await callAuthApi(auth, path, { method, body, cookie })
      expect(early.status).not.toBe(403)

      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(Date.now() + 11 * 60 * 1000)
      const late = await callAuthApi(auth, path, { method, body, cookie })
      expect(late.status).toBe(403)
      expect(await late.json()).toMatchObject({ code: 'REQUIRES_RECENT_LOGIN' })
    },
  )
})
