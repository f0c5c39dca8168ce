import { beforeAll, describe, expect, it, vi } from 'vitest'
import { form } from '@/tests/support/form'

// The code step's two doors, the HTTP endpoint (with JavaScript) and the form action (without),
// keep the same rules: a code is taken once (RFC 6238 §5.2), and one per-address limit counts
// the codes of both (modules/auth/second-factor/code-step-limit.ts).

const request = vi.hoisted(() => ({ cookie: '', ip: '10.26.0.1' }))
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({ cookie: request.cookie, origin: 'http://localhost:3000', 'x-forwarded-for': request.ip }),
  cookies: async () => ({ set: () => undefined }),
}))
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  redirect: (target: string) => {
    throw new Error(`NEXT_REDIRECT ${target}`)
  },
}))

const {
  useTestAuthEnvironment: prepareAuthEnvironment,
  callAuthApi,
  cookieHeader,
  uniqueEmail,
} = await import('@/modules/auth/testing')
await prepareAuthEnvironment()
const { createAuth, getAuth } = await import('@/modules/auth/auth')
// One instance with its rate limits on, for the HTTP calls and the form action alike.
;(globalThis as { __exhaleAuth?: unknown }).__exhaleAuth = createAuth({
  rateLimit: true,
  redisUrl: null,
  botCheck: false,
})
const { verifySecondStepAction } = await import('./second-step-action')
const { secretOfUri, totpCode } = await import('./testing')

const PASSWORD = 'correct horse battery'

async function personWithSecondFactor(ip: string) {
  const email = uniqueEmail('code-step')
  const signUp = await callAuthApi(getAuth(), '/sign-up/email', {
    ip,
    body: { email, password: PASSWORD, name: 'Code Step', locale: 'en' },
  })
  const cookie = cookieHeader(signUp)
  const enable = await callAuthApi(getAuth(), '/two-factor/enable', {
    ip,
    cookie,
    body: { password: PASSWORD },
  })
  const secret = secretOfUri(((await enable.json()) as { totpURI: string }).totpURI)
  await callAuthApi(getAuth(), '/two-factor/verify-totp', {
    ip,
    cookie,
    body: { code: totpCode(secret, { steps: -1 }) },
  })
  return { email, secret }
}

async function pendingSignIn(email: string, ip: string): Promise<string> {
  return cookieHeader(
    await callAuthApi(getAuth(), '/sign-in/email', { ip, body: { email, password: PASSWORD } }),
  )
}

describe('the code step, over HTTP and as a form action', () => {
  let person: { email: string; secret: string }
  beforeAll(async () => {
    person = await personWithSecondFactor('10.26.0.2')
  })

  it('refuses a code used over HTTP when it comes again through the form, and the other way round', async () => {
    const code = totpCode(person.secret)
    const overHttp = await callAuthApi(getAuth(), '/two-factor/verify-totp', {
      ip: '10.26.0.3',
      cookie: await pendingSignIn(person.email, '10.26.0.3'),
      body: { code },
    })
    expect(overHttp.status).toBe(200)
    request.ip = '10.26.0.4'
    request.cookie = await pendingSignIn(person.email, request.ip)
    expect(await verifySecondStepAction(null, form({ code, js: '1' }))).toEqual({
      ok: false,
      code: 'auth/invalid-verification-code',
    })

    const next = totpCode(person.secret, { steps: 1 })
    expect(await verifySecondStepAction(null, form({ code: next, js: '1' }))).toMatchObject({ ok: true })
    const replayed = await callAuthApi(getAuth(), '/two-factor/verify-totp', {
      ip: '10.26.0.3',
      cookie: await pendingSignIn(person.email, '10.26.0.3'),
      body: { code: next },
    })
    expect(replayed.status).toBe(401)
    expect(await replayed.json()).toMatchObject({ code: 'INVALID_CODE' })
  })

  it('answers too many requests in the form once the HTTP endpoint answered 429 for the address', async () => {
    const ip = '10.26.0.99'
    const pending = await pendingSignIn(person.email, '10.26.0.5')
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const answer = await callAuthApi(getAuth(), '/two-factor/verify-totp', {
        ip,
        cookie: pending,
        body: { code: '000000' },
      })
      statuses.push(answer.status)
    }
    expect(statuses.at(-1)).toBe(429)
    request.ip = ip
    request.cookie = await pendingSignIn(person.email, '10.26.0.6')
    for (const mode of ['app', 'recovery'])
      expect(await verifySecondStepAction(null, form({ mode, code: '123456', js: '1' }))).toEqual({
        ok: false,
        code: 'auth/too-many-requests',
      })
    // Another address is not held up by this one.
    request.ip = '10.26.0.7'
    expect(await verifySecondStepAction(null, form({ code: '000000', js: '1' }))).toEqual({
      ok: false,
      code: 'auth/invalid-verification-code',
    })
  })
})
