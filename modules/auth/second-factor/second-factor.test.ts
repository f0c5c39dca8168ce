import { eq } from 'drizzle-orm'
import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TAuth } from '@/modules/auth/auth'
import {
  callAuthApi,
  cookieHeader,
  createTestAuth,
  uniqueEmail,
  useTestAuthEnvironment,
  waitForOutboxMail,
} from '@/modules/auth/testing'
import { secretOfUri, totpCode } from './testing'

// The second factor over HTTP, on a real Better Auth instance and database: the code step of password,
// email-link and provider (OIDC popup) sign-ins, no session before it, refused codes, the
// per-challenge limit, recovery codes, and turning the second factor on and off.

const OIDC_PORT = 4317
const OIDC_PERSON = {
  sub: 'second-factor-oidc',
  email: 'sf-oidc@example.test',
  email_verified: true,
  name: 'Ola',
}
const PASSWORD = 'correct horse battery'
const SESSION_COOKIE = /exhale\.session_token=[^;]+/

let dataDir: string
let auth: TAuth
let oidc: OAuth2Server

beforeAll(async () => {
  dataDir = await useTestAuthEnvironment()
  oidc = new OAuth2Server()
  await oidc.issuer.keys.generate('RS256')
  oidc.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, OIDC_PERSON))
  oidc.service.on('beforeUserinfo', (response) => {
    response.body = { ...OIDC_PERSON }
  })
  await oidc.start(OIDC_PORT, 'localhost')
  process.env.OIDC_ISSUER = `http://localhost:${OIDC_PORT}`
  process.env.OIDC_CLIENT_ID = 'exhale-test'
  process.env.OIDC_CLIENT_SECRET = 'exhale-test-secret'
  auth = await createTestAuth()
})

afterAll(async () => {
  await oidc?.stop()
})

function hasSessionCookie(response: Response): boolean {
  return SESSION_COOKIE.test(cookieHeader(response))
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T
}

/** Registers, signs in and turns the second factor on; answers the secret and recovery codes. */
async function personWithSecondFactor(label: string) {
  const email = uniqueEmail(`sf-${label}`)
  const signUp = await callAuthApi(auth, '/sign-up/email', {
    body: { email, password: PASSWORD, name: 'Second Factor', locale: 'en' },
  })
  expect(signUp.status).toBe(200)
  const cookie = cookieHeader(signUp)
  const { secret, recoveryCodes, cookie: after } = await turnOn(cookie, PASSWORD)
  return { email, secret, recoveryCodes, cookie: after }
}

async function turnOn(cookie: string, password?: string) {
  const enable = await callAuthApi(auth, '/two-factor/enable', { cookie, body: { password } })
  expect(enable.status).toBe(200)
  const { totpURI, backupCodes } = await json<{ totpURI: string; backupCodes: string[] }>(enable)
  const secret = secretOfUri(totpURI)
  // The previous step's code (still accepted): the current one stays free for the sign-in that
  // follows, since a code's step is taken once (RFC 6238 §5.2).
  const confirm = await callAuthApi(auth, '/two-factor/verify-totp', {
    cookie,
    body: { code: totpCode(secret, { steps: -1 }) },
  })
  expect(confirm.status).toBe(200)
  return { secret, recoveryCodes: backupCodes, cookie: cookieHeader(confirm) || cookie }
}

async function signInWithPassword(email: string, cookie?: string) {
  return callAuthApi(auth, '/sign-in/email', { body: { email, password: PASSWORD }, cookie })
}

describe('password sign-in of an account with a second factor', () => {
  it('answers the code step and issues no session cookie before the code', async () => {
    const person = await personWithSecondFactor('step')
    const first = await signInWithPassword(person.email)
    expect(first.status).toBe(200)
    expect(await json(first)).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] })
    expect(hasSessionCookie(first)).toBe(false)
    const pending = cookieHeader(first)
    expect(pending).toMatch(/exhale\.two_factor=/)
    const noSession = await callAuthApi(auth, '/get-session', { cookie: pending })
    expect(await noSession.json()).toBeNull()

    const second = await callAuthApi(auth, '/two-factor/verify-totp', {
      cookie: pending,
      body: { code: totpCode(person.secret) },
    })
    expect(second.status).toBe(200)
    expect(hasSessionCookie(second)).toBe(true)
    const session = await callAuthApi(auth, '/get-session', { cookie: cookieHeader(second) })
    expect((await json<{ user: { email: string } }>(session)).user.email).toBe(person.email)
  })

  it('refuses a wrong code, a code of another account and a code of an old time step', async () => {
    const person = await personWithSecondFactor('refused')
    const other = await personWithSecondFactor('other')
    const pending = cookieHeader(await signInWithPassword(person.email))
    for (const code of [
      totpCode(person.secret) === '000000' ? '111111' : '000000',
      totpCode(other.secret),
      totpCode(person.secret, { steps: -3 }),
    ]) {
      // Another account's code could match by chance (1 in 10^6): skip that draw.
      if (code === totpCode(person.secret)) continue
      const answer = await callAuthApi(auth, '/two-factor/verify-totp', { cookie: pending, body: { code } })
      expect(answer.status).toBe(401)
      expect(await json<{ code: string }>(answer)).toMatchObject({ code: 'INVALID_CODE' })
      expect(hasSessionCookie(answer)).toBe(false)
    }
    const { toAuthErrorCode } = await import('@/modules/auth/error-codes')
    expect(toAuthErrorCode({ code: 'INVALID_CODE', status: 401 })).toBe('auth/invalid-verification-code')
  })

  it('takes a code once: the same code again within its step is refused, a later step works', async () => {
    const person = await personWithSecondFactor('replay')
    const code = totpCode(person.secret)
    const first = await callAuthApi(auth, '/two-factor/verify-totp', {
      cookie: cookieHeader(await signInWithPassword(person.email)),
      body: { code },
    })
    expect(first.status).toBe(200)
    for (const replayed of [code, totpCode(person.secret, { steps: -1 })]) {
      const again = await callAuthApi(auth, '/two-factor/verify-totp', {
        cookie: cookieHeader(await signInWithPassword(person.email)),
        body: { code: replayed },
      })
      expect(again.status).toBe(401)
      expect(await json(again)).toMatchObject({ code: 'INVALID_CODE' })
      expect(hasSessionCookie(again)).toBe(false)
    }
    const next = await callAuthApi(auth, '/two-factor/verify-totp', {
      cookie: cookieHeader(await signInWithPassword(person.email)),
      body: { code: totpCode(person.secret, { steps: 1 }) },
    })
    expect(next.status).toBe(200)
    expect(hasSessionCookie(next)).toBe(true)
  })

  it('stops a challenge after five wrong codes: the sixth try is refused as too many', async () => {
    const person = await personWithSecondFactor('limit')
    const pending = cookieHeader(await signInWithPassword(person.email))
    const wrong = totpCode(person.secret) === '123456' ? '654321' : '123456'
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await callAuthApi(auth, '/two-factor/verify-totp', {
        cookie: pending,
        body: { code: wrong },
      })
      expect(answer.status).toBe(401)
    }
    const sixth = await callAuthApi(auth, '/two-factor/verify-totp', {
      cookie: pending,
      body: { code: totpCode(person.secret) },
    })
    expect(sixth.status).toBe(400)
    const { code } = await json<{ code: string }>(sixth)
    const { toAuthErrorCode } = await import('@/modules/auth/error-codes')
    expect(toAuthErrorCode({ code, status: 400 })).toBe('auth/too-many-requests')
    expect(hasSessionCookie(sixth)).toBe(false)
  })

  it('limits code tries per client address too (10 a minute), with a 429', async () => {
    const { createAuth } = await import('@/modules/auth/auth')
    const limited = createAuth({ rateLimit: true, redisUrl: null, botCheck: false })
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const answer = await callAuthApi(limited, '/two-factor/verify-totp', {
        ip: '10.17.0.11',
        body: { code: '000000' },
      })
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('takes a recovery code once, not twice, and mails that it was used', async () => {
    const person = await personWithSecondFactor('recovery')
    const recovery = person.recoveryCodes[0]!
    expect(person.recoveryCodes).toHaveLength(10)
    const after = Date.now()
    const pending = cookieHeader(await signInWithPassword(person.email))
    const used = await callAuthApi(auth, '/two-factor/verify-backup-code', {
      cookie: pending,
      body: { code: recovery },
    })
    expect(used.status).toBe(200)
    expect(hasSessionCookie(used)).toBe(true)
    // The "turned on" notice of the set-up goes in the background and may land late: wait for
    // the newest mail to be this one.
    await expect
      .poll(async () => (await waitForOutboxMail(dataDir, person.email, { after })).subject, {
        timeout: 10_000,
      })
      .toContain('recovery code')

    const again = cookieHeader(await signInWithPassword(person.email))
    const reused = await callAuthApi(auth, '/two-factor/verify-backup-code', {
      cookie: again,
      body: { code: recovery },
    })
    expect(reused.status).toBe(401)
    expect(hasSessionCookie(reused)).toBe(false)
  })

  it('skips the step in a browser trusted for 30 days', async () => {
    const person = await personWithSecondFactor('trust')
    const pending = cookieHeader(await signInWithPassword(person.email))
    const trusted = await callAuthApi(auth, '/two-factor/verify-totp', {
      cookie: pending,
      body: { code: totpCode(person.secret), trustDevice: true },
    })
    const trustCookie = trusted.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('exhale.trust_device='))
    expect(trustCookie).toMatch(/Max-Age=2592000/i)
    const next = await signInWithPassword(person.email, trustCookie!.split(';')[0])
    expect(hasSessionCookie(next)).toBe(true)
  })
})

describe('email-link and provider sign-ins stop at the code step', () => {
  it('sends an email-link sign-in to the localized code step, keeping the target', async () => {
    const person = await personWithSecondFactor('link')
    const after = Date.now()
    await callAuthApi(auth, '/sign-in/magic-link', {
      body: { email: person.email, callbackURL: '/de/hilfe', metadata: { locale: 'de' } },
    })
    // The set-up's "turned on" notice may land after `after`: wait for the link mail itself.
    const isLink = (href: string) => href.includes('/magic-link/verify')
    const mail = await waitForOutboxMail(dataDir, person.email, {
      after,
      matching: (sent) => sent.links.some(isLink),
    })
    const link = new URL(mail.links.find(isLink)!)
    const opened = await callAuthApi(auth, `${link.pathname.replace('/api/auth', '')}${link.search}`)
    expect(opened.status).toBe(302)
    const location = new URL(opened.headers.get('location') ?? '', 'http://x')
    expect(location.pathname).toBe('/de/login/second-factor')
    expect(location.searchParams.get('redirect')).toBe('/de/hilfe')
    expect(hasSessionCookie(opened)).toBe(false)
    const pending = cookieHeader(opened)
    expect(pending).toMatch(/exhale\.two_factor=/)
    const done = await callAuthApi(auth, '/two-factor/verify-totp', {
      cookie: pending,
      body: { code: totpCode(person.secret) },
    })
    expect(done.status).toBe(200)
    expect(hasSessionCookie(done)).toBe(true)
  })

  it('ends a provider popup with the code-step error instead of a session', async () => {
    const nonce = 'second-factor-popup'
    const complete = `/api/auth/popup-complete?nonce=${nonce}`
    const signInByProvider = async (cookie = '') => {
      const start = await callAuthApi(auth, '/sign-in/social', {
        body: { provider: 'oidc', callbackURL: complete, errorCallbackURL: complete, disableRedirect: true },
        cookie,
      })
      expect(start.status).toBe(200)
      const { url } = await json<{ url: string }>(start)
      const authorized = await fetch(url, { redirect: 'manual' })
      const callback = new URL(authorized.headers.get('location') ?? '')
      const stateCookie = [cookie, cookieHeader(start)].filter(Boolean).join('; ')
      return callAuthApi(auth, `${callback.pathname.replace('/api/auth', '')}${callback.search}`, {
        cookie: stateCookie,
      })
    }
    // First sign-in creates the account; it turns the second factor on.
    const first = await signInByProvider()
    expect(first.status).toBe(302)
    expect(hasSessionCookie(first)).toBe(true)
    const { secret } = await turnOn(cookieHeader(first))

    const second = await signInByProvider()
    expect(second.status).toBe(302)
    const location = new URL(second.headers.get('location') ?? '', 'http://x')
    expect(location.pathname).toBe('/api/auth/popup-complete')
    expect(location.searchParams.get('nonce')).toBe(nonce)
    expect(location.searchParams.get('error')).toBe('auth/multi-factor-auth-required')
    expect(hasSessionCookie(second)).toBe(false)
    const done = await callAuthApi(auth, '/two-factor/verify-totp', {
      cookie: cookieHeader(second),
      body: { code: totpCode(secret) },
    })
    expect(done.status).toBe(200)
    expect(hasSessionCookie(done)).toBe(true)
  })
})

describe('turning the second factor on and off', () => {
  it('needs a recent sign-in, and turning it off needs a current code', async () => {
    const person = await personWithSecondFactor('off')
    const { db } = await import('@/db/client')
    const { sessions, users } = await import('@/db/schema/auth')
    const [user] = await db.select().from(users).where(eq(users.email, person.email))
    expect(user?.twoFactorEnabled).toBe(true)

    const withoutCode = await callAuthApi(auth, '/two-factor/disable', {
      cookie: person.cookie,
      body: { password: PASSWORD },
    })
    expect(withoutCode.status).toBe(401)
    expect(await json(withoutCode)).toMatchObject({ code: 'INVALID_CODE' })

    // Signed in 11 minutes ago: the 10-minute rule asks to sign in again.
    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(sessions.userId, user!.id))
    const stale = await callAuthApi(auth, '/two-factor/disable', {
      cookie: person.cookie,
      body: { password: PASSWORD, code: totpCode(person.secret) },
    })
    expect(stale.status).toBe(403)
    expect(await json(stale)).toMatchObject({ code: 'REQUIRES_RECENT_LOGIN' })
    await db.update(sessions).set({ createdAt: new Date() }).where(eq(sessions.userId, user!.id))

    // The refused request above took the current step's code: the next step's is fresh.
    const after = Date.now()
    const off = await callAuthApi(auth, '/two-factor/disable', {
      cookie: person.cookie,
      body: { password: PASSWORD, code: totpCode(person.secret, { steps: 1 }) },
    })
    expect(off.status).toBe(200)
    const [changed] = await db.select().from(users).where(eq(users.email, person.email))
    expect(changed?.twoFactorEnabled).toBe(false)
    await expect
      .poll(async () => (await waitForOutboxMail(dataDir, person.email, { after })).subject, {
        timeout: 10_000,
      })
      .toContain('turned off')
    const plain = await signInWithPassword(person.email)
    expect(hasSessionCookie(plain)).toBe(true)
  })

  it('stores the secret encrypted: neither the base32 key nor its text is in the row', async () => {
    const person = await personWithSecondFactor('stored')
    const { db } = await import('@/db/client')
    const { twoFactors, users } = await import('@/db/schema/auth')
    const [user] = await db.select().from(users).where(eq(users.email, person.email))
    const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, user!.id))
    const { decodeBase32 } = await import('./testing')
    expect(row?.secret).not.toContain(person.secret)
    expect(row?.secret).not.toContain(decodeBase32(person.secret).toString('utf8'))
    expect(row?.backupCodes).not.toContain(person.recoveryCodes[0])
  })
})
