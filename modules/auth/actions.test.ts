import { beforeEach, describe, expect, it, vi } from 'vitest'
import { form } from '@/tests/support/form'

// The sign-in, registration, sign-in-link and reset-request form actions (decisions 045, 046): every
// invalid field at once, Better Auth's own rules through its handler, the form token as the bot
// check without JavaScript, the session cookies copied onto the answer.
const jar = vi.hoisted(() => ({ set: [] as Array<{ name: string; value: string }> }))
vi.mock('next/headers', () => ({
  headers: vi.fn(
    async () =>
      new Headers({
        origin: 'http://localhost:3000',
        'x-forwarded-for': '203.0.113.7',
        'user-agent': 'test',
      }),
  ),
  cookies: vi.fn(async () => ({ set: (name: string, value: string) => jar.set.push({ name, value }) })),
}))
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/navigation')>()),
  redirect: vi.fn((target: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { target, digest: 'NEXT_REDIRECT;replace;/;307;' })
  }),
}))

const { useTestAuthEnvironment: prepareAuthEnvironment } = await import('./testing')
await prepareAuthEnvironment()
process.env.RATE_LIMIT = 'off'
process.env.ALTCHA_DISABLED = ''

const { db } = await import('@/db/client')
const { users } = await import('@/db/schema/auth')
const { eq } = await import('drizzle-orm')
const { FORM_TOKEN_MIN_AGE_MS, issueFormToken } = await import('@/modules/bot-check/form-token')
const {
  loginAction,
  registerAction,
  requestPasswordResetAction,
  requestSignInLinkAction,
  resetPasswordAction,
} = await import('./actions')

const oldToken = () => issueFormToken(Date.now() - FORM_TOKEN_MIN_AGE_MS)
let counter = 0
const uniqueEmail = () => `form-action-${Date.now()}-${++counter}@example.test`

beforeEach(() => {
  jar.set = []
})

describe('registerAction', () => {
  it('reports every invalid field at once and creates nothing', async () => {
    const state = await registerAction(
      null,
      form({ name: '', email: 'not-an-address', password: 'password123', formToken: oldToken() }),
    )
    expect(state).toEqual({
      ok: false,
      status: 400,
      code: 'common/invalid-input',
      fields: {
        name: ['auth/invalid-display-name'],
        email: ['auth/invalid-email'],
        password: ['auth/password-does-not-meet-requirements'],
      },
      failedRule: 'not-common',
      values: { name: '', email: 'not-an-address' },
    })
    expect(jar.set).toEqual([])
  })

  it('without JavaScript: the form token is the bot check, then redirects to the welcome', async () => {
    const email = uniqueEmail()
    const token = oldToken()
    const fields = { name: 'Form Person', email, password: 'correct horse battery', locale: 'de' }
    await expect(registerAction(null, form({ ...fields, formToken: token }))).rejects.toMatchObject({
      target: '/de/progress?welcome=1',
    })
    expect(jar.set.some((cookie) => cookie.name.endsWith('session_token') && cookie.value !== '')).toBe(true)
    const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.email, email))
    expect(user?.locale).toBe('de')
    // The token counts once; no token at all is the bot check's "missing".
    const again = { ...fields, email: uniqueEmail() }
    expect(await registerAction(null, form({ ...again, formToken: token }))).toMatchObject({
      ok: false,
      code: 'auth/captcha-check-failed',
    })
    expect(await registerAction(null, form(again))).toMatchObject({
      ok: false,
      code: 'auth/missing-recaptcha-token',
    })
  })

  it('with JavaScript: answers the same-site redirect target instead of redirecting', async () => {
    const state = await registerAction(
      null,
      form({
        name: 'Form Person',
        email: uniqueEmail(),
        password: 'correct horse battery',
        redirect: '//evil.example',
        js: '1',
        formToken: oldToken(),
      }),
    )
    expect(state).toEqual({ ok: true, data: { target: '/progress?welcome=1', signedIn: true } })
  })
})

describe('loginAction', () => {
  it('reports both missing fields at once', async () => {
    expect(await loginAction(null, form({}))).toEqual({
      ok: false,
      status: 400,
      code: 'common/invalid-input',
      fields: { email: ['auth/missing-email'], password: ['auth/missing-password'] },
      values: { email: '' },
    })
  })

  it('signs in and follows a same-site redirect; a wrong password is invalid-credential', async () => {
    const email = uniqueEmail()
    await registerAction(
      null,
      form({
        name: 'Login Person',
        email,
        password: 'correct horse battery',
        js: '1',
        formToken: oldToken(),
      }),
    )
    jar.set = []
    expect(await loginAction(null, form({ email, password: 'wrong password!', js: '1' }))).toMatchObject({
      ok: false,
      code: 'auth/invalid-credential',
      values: { email },
    })
    await expect(
      loginAction(null, form({ email, password: 'correct horse battery', redirect: '/de/hilfe' })),
    ).rejects.toMatchObject({ target: '/de/hilfe' })
    expect(jar.set.some((cookie) => cookie.name.endsWith('session_token'))).toBe(true)
  })

  it('answers crafted input as bad input', async () => {
    // @ts-expect-error: a crafted request can hand the action anything
    expect(await loginAction(null, 'text')).toMatchObject({ ok: false, code: 'auth/argument-error' })
  })
})

describe('requestPasswordResetAction', () => {
  it('the same answer for an unknown address; a bad address is a field error', async () => {
    expect(await requestPasswordResetAction(null, form({ email: 'x' }))).toMatchObject({
      ok: false,
      code: 'common/invalid-input',
      fields: { email: ['auth/invalid-email'] },
    })
    const email = uniqueEmail()
    expect(await requestPasswordResetAction(null, form({ email, formToken: oldToken() }))).toEqual({
      ok: true,
      data: { sentTo: email },
    })
  })
})

describe('requestSignInLinkAction', () => {
  it('a bad address is a field error; no bot check, no link; else the same answer for any address', async () => {
    expect(await requestSignInLinkAction(null, form({ email: 'x', formToken: oldToken() }))).toMatchObject({
      ok: false,
      code: 'common/invalid-input',
      fields: { email: ['auth/invalid-email'] },
      values: { email: 'x' },
    })
    const email = uniqueEmail()
    expect(await requestSignInLinkAction(null, form({ email }))).toMatchObject({
      ok: false,
      code: 'auth/missing-recaptcha-token',
      values: { email },
    })
    expect(
      await requestSignInLinkAction(
        null,
        form({ email, redirect: '/de/hilfe', locale: 'de', formToken: oldToken() }),
      ),
    ).toEqual({ ok: true, data: { sentTo: email } })
  })
})

describe('resetPasswordAction', () => {
  it('refuses a missing token, and names the broken rule before asking Better Auth', async () => {
    expect(await resetPasswordAction(null, form({ password: 'correct horse battery' }))).toMatchObject({
      ok: false,
      code: 'auth/invalid-action-code',
    })
    expect(await resetPasswordAction(null, form({ token: 'some-token', password: 'short' }))).toEqual({
      ok: false,
      status: 400,
      code: 'common/invalid-input',
      fields: { password: ['auth/password-does-not-meet-requirements'] },
      failedRule: 'min-length',
      values: {},
    })
    // A password that keeps the rules goes to Better Auth, which refuses the unknown token.
    expect(
      await resetPasswordAction(null, form({ token: 'some-token', password: 'correct horse battery' })),
    ).toMatchObject({ ok: false, code: 'auth/invalid-action-code' })
  })
})
