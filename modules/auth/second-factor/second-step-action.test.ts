import { beforeAll, describe, expect, it, vi } from 'vitest'
import { form } from '@/tests/support/form'

// The code step as a form action (works without JavaScript): a right code sets the session
// cookie through Next's cookie jar and redirects to the same-site target; a wrong one and
// anything but a form are answered, never thrown.

const request = vi.hoisted(() => ({ cookie: '' }))
const jar = vi.hoisted(() => new Map<string, { value: string; options: unknown }>())
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ cookie: request.cookie, origin: 'http://localhost:3000' }),
  cookies: async () => ({
    set: (name: string, value: string, options: unknown) => jar.set(name, { value, options }),
  }),
}))
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  redirect: (target: string) => {
    throw Object.assign(new Error(`NEXT_REDIRECT ${target}`), {
      digest: `NEXT_REDIRECT;replace;${target};307;`,
    })
  },
}))

const {
  useTestAuthEnvironment: prepareAuthEnvironment,
  callAuthApi,
  cookieHeader,
} = await import('@/modules/auth/testing')
await prepareAuthEnvironment()
const { createAuth, getAuth } = await import('@/modules/auth/auth')
// The action uses the process's instance: make it one without the sign-up bot check.
;(globalThis as { __exhaleAuth?: unknown }).__exhaleAuth = createAuth({
  rateLimit: false,
  redisUrl: null,
  botCheck: false,
})
const { verifySecondStepAction } = await import('./second-step-action')
const { secretOfUri, totpCode } = await import('./testing')

const PASSWORD = 'correct horse battery'
let secret: string
let email: string

beforeAll(async () => {
  email = `sf-action-${Date.now()}@example.test`
  const auth = getAuth()
  const signUp = await callAuthApi(auth, '/sign-up/email', {
    body: { email, password: PASSWORD, name: 'Action', locale: 'en' },
  })
  const cookie = cookieHeader(signUp)
  const enable = await callAuthApi(auth, '/two-factor/enable', { cookie, body: { password: PASSWORD } })
  secret = secretOfUri(((await enable.json()) as { totpURI: string }).totpURI)
  await callAuthApi(auth, '/two-factor/verify-totp', {
    cookie,
    body: { code: totpCode(secret, { steps: -1 }) },
  })
})

describe('verifySecondStepAction', () => {
  it('refuses a wrong code and anything but a form, without a session cookie', async () => {
    const signIn = await callAuthApi(getAuth(), '/sign-in/email', { body: { email, password: PASSWORD } })
    request.cookie = cookieHeader(signIn)
    const wrong = totpCode(secret) === '000000' ? '111111' : '000000'
    expect(await verifySecondStepAction(null, form({ code: wrong }))).toEqual({
      ok: false,
      code: 'auth/invalid-verification-code',
    })
    expect(await verifySecondStepAction(null, 'code=1' as unknown as FormData)).toMatchObject({ ok: false })
    expect(await verifySecondStepAction(null, form({ code: '' }))).toMatchObject({ ok: false })
    expect([...jar.keys()].some((name) => name.endsWith('session_token') && jar.get(name)?.value)).toBe(false)
  })

  it('signs in with a right code and redirects to the same-site target only', async () => {
    await expect(
      verifySecondStepAction(
        null,
        form({ code: totpCode(secret), redirect: '//evil.example/x', locale: 'de', trustDevice: 'on' }),
      ),
    ).rejects.toThrow('NEXT_REDIRECT /de')
    expect(jar.get('exhale.session_token')?.value).toBeTruthy()
    expect(jar.get('exhale.session_token')?.options).toMatchObject({ httpOnly: true, path: '/' })
    expect(jar.get('exhale.trust_device')?.value).toBeTruthy()
  })
})
