import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { sessions, users } from '@/db/schema/auth'
import type { TAuth } from './auth'
import { toAuthErrorCode } from './error-codes'
import {
  callAuthApi,
  cookieHeader,
  createTestAuth,
  uniqueEmail,
  useTestAuthEnvironment,
  waitForOutboxMail,
} from './testing'

let dataDir: string
let auth: TAuth

beforeAll(async () => {
  dataDir = await useTestAuthEnvironment()
  auth = await createTestAuth()
})

async function signUp(
  email: string,
  password = 'correct horse battery',
  extra: Record<string, unknown> = {},
) {
  const response = await callAuthApi(auth, '/sign-up/email', {
    body: { email, password, name: 'Test Person', ...extra },
  })
  return { response, cookie: cookieHeader(response) }
}

async function errorCode(response: Response) {
  const body = (await response.json()) as { code?: string }
  return body.code
}

describe('registration and sign-in', () => {
  it('registers, signs in at once, sets the signed-in marker and sends a localized verification mail', async () => {
    const email = uniqueEmail('register')
    const { response, cookie } = await signUp(email, 'correct horse battery', {
      locale: 'de',
      callbackURL: '/de/account?verified=1',
    })
    expect(response.status).toBe(200)
    expect(cookie).toMatch(/exhale\.session_token=/)
    expect(cookie).toMatch(/exhale\.signed_in=1/)
    const setCookies = response.headers.getSetCookie().join('\n')
    expect(setCookies).toMatch(/exhale\.session_token=[^;]+;.*HttpOnly/i)
    expect(setCookies).toMatch(/exhale\.session_token=[^;]+;.*SameSite=Lax/i)

    const session = await callAuthApi(auth, '/get-session', { cookie })
    const body = (await session.json()) as { user: { email: string; locale: string; role: string } }
    expect(body.user).toMatchObject({ email, locale: 'de', role: 'user' })

    const mail = await waitForOutboxMail(dataDir, email)
    expect(mail.subject).toContain('Bestätige deine E-Mail-Adresse')
    expect(mail.text).toContain('/api/auth/verify-email?token=')
    expect(mail.links.some((link) => link.includes('/api/auth/verify-email?token='))).toBe(true)
  })

  it('answers invalid-credential alike for a wrong password and an unknown address', async () => {
    const email = uniqueEmail('credential')
    await signUp(email)
    const wrong = await callAuthApi(auth, '/sign-in/email', { body: { email, password: 'not the password' } })
    const unknown = await callAuthApi(auth, '/sign-in/email', {
      body: { email: uniqueEmail('nobody'), password: 'not the password' },
    })
    expect(wrong.status).toBe(unknown.status)
    const codes = [await errorCode(wrong), await errorCode(unknown)]
    expect(codes[0]).toBe(codes[1])
    expect(codes.map((code) => toAuthErrorCode({ code }))).toEqual([
      'auth/invalid-credential',
      'auth/invalid-credential',
    ])
  })

  it('signs in with the right password', async () => {
    const email = uniqueEmail('login')
    await signUp(email)
    const response = await callAuthApi(auth, '/sign-in/email', {
      body: { email: email.toUpperCase(), password: 'correct horse battery' },
    })
    expect(response.status).toBe(200)
    expect(cookieHeader(response)).toMatch(/exhale\.session_token=/)
  })

  it('refuses an address that already has an account with email-already-in-use', async () => {
    const email = uniqueEmail('twice')
    await signUp(email)
    const { response } = await signUp(email)
    expect(toAuthErrorCode({ code: await errorCode(response), status: response.status })).toBe(
      'auth/email-already-in-use',
    )
  })

  it('names missing fields with catalogue codes', async () => {
    const noPassword = await callAuthApi(auth, '/sign-in/email', {
      body: { email: 'a@example.test', password: '' },
    })
    expect(await errorCode(noPassword)).toBe('MISSING_PASSWORD')
    const noName = await callAuthApi(auth, '/sign-up/email', {
      body: { email: uniqueEmail('noname'), password: 'correct horse battery', name: '  ' },
    })
    expect(await errorCode(noName)).toBe('INVALID_DISPLAY_NAME')
  })
})

describe('password policy', () => {
  it('is served at /api/auth/password-policy', async () => {
    const response = await callAuthApi(auth, '/password-policy')
    expect(await response.json()).toEqual({
      minLength: 8,
      maxLength: 128,
      rules: ['min-length', 'max-length', 'not-common'],
    })
  })

  it.each([
    ['short1', 'PASSWORD_TOO_SHORT'],
    ['x'.repeat(129), 'PASSWORD_TOO_LONG'],
    ['password1', 'PASSWORD_TOO_COMMON'],
    ['Sunshine1', 'PASSWORD_TOO_COMMON'],
  ])('refuses %j with %s', async (password, code) => {
    const { response } = await signUp(uniqueEmail('policy'), password)
    expect(response.status).toBe(400)
    expect(await errorCode(response)).toBe(code)
    expect(toAuthErrorCode({ code })).toBe('auth/password-does-not-meet-requirements')
  })

  it('does not reveal the common-password rule on sign-in', async () => {
    const response = await callAuthApi(auth, '/sign-in/email', {
      body: { email: uniqueEmail('nobody'), password: 'password1' },
    })
    expect(toAuthErrorCode({ code: await errorCode(response) })).toBe('auth/invalid-credential')
  })
})

describe('password reset', () => {
  it('mails a single-use link, revokes every session and accepts the new password', async () => {
    const email = uniqueEmail('reset')
    const { cookie: oldSession } = await signUp(email)
    const before = Date.now()
    const request = await callAuthApi(auth, '/request-password-reset', {
      body: { email, redirectTo: '/fr/reset-password' },
    })
    expect(request.status).toBe(200)
    // Sign-up's confirmation mail is sent in the background and may land after `before` too.
    const mail = await waitForOutboxMail(dataDir, email, {
      after: before,
      matching: (sent) => sent.links.some((href) => href.includes('/api/auth/reset-password/')),
    })
    expect(mail.subject).toContain('Réinitialisez votre mot de passe')
    const link = mail.links.find((href) => href.includes('/api/auth/reset-password/'))
    expect(link).toBeDefined()
    const linkPath = (new URL(link!).pathname + new URL(link!).search).replace('/api/auth', '')

    const open = await callAuthApi(auth, linkPath)
    expect(open.status).toBe(302)
    const landing = new URL(open.headers.get('location')!, 'http://localhost:3000')
    expect(landing.pathname).toBe('/fr/reset-password')
    const token = landing.searchParams.get('token')
    expect(token).toBeTruthy()

    const reset = await callAuthApi(auth, '/reset-password', {
      body: { token, newPassword: 'a brand new passphrase' },
    })
    expect(reset.status).toBe(200)

    const stale = await callAuthApi(auth, '/get-session', { cookie: oldSession })
    expect(await stale.json()).toBeNull()

    const again = await callAuthApi(auth, linkPath)
    const refused = new URL(again.headers.get('location')!, 'http://localhost:3000')
    expect(refused.searchParams.get('error')).toBe('INVALID_TOKEN')
    const reuse = await callAuthApi(auth, '/reset-password', {
      body: { token, newPassword: 'yet another passphrase' },
    })
    expect(toAuthErrorCode({ code: await errorCode(reuse) })).toBe('auth/invalid-action-code')

    const login = await callAuthApi(auth, '/sign-in/email', {
      body: { email, password: 'a brand new passphrase' },
    })
    expect(login.status).toBe(200)
  })

  it('answers an unknown address exactly like a known one', async () => {
    const known = uniqueEmail('known')
    await signUp(known)
    const a = await callAuthApi(auth, '/request-password-reset', {
      body: { email: known, redirectTo: '/reset-password' },
    })
    const b = await callAuthApi(auth, '/request-password-reset', {
      body: { email: uniqueEmail('unknown'), redirectTo: '/reset-password' },
    })
    expect(a.status).toBe(b.status)
    expect(await a.json()).toEqual(await b.json())
  })
})

describe('roles, bans and recent sign-in', () => {
  it('ends a banned user session with BANNED_USER and refuses a new sign-in', async () => {
    const email = uniqueEmail('banned')
    const { cookie } = await signUp(email)
    await db.update(users).set({ banned: true }).where(eq(users.email, email))
    const session = await callAuthApi(auth, '/get-session', { cookie })
    expect(session.status).toBe(401)
    expect(toAuthErrorCode({ code: await errorCode(session) })).toBe('auth/user-disabled')
    expect(session.headers.getSetCookie().join('\n')).toMatch(/exhale\.signed_in=;/)
    const login = await callAuthApi(auth, '/sign-in/email', {
      body: { email, password: 'correct horse battery' },
    })
    expect(toAuthErrorCode({ code: await errorCode(login), status: login.status })).toBe('auth/user-disabled')
  })

  it('needs a sign-in within 10 minutes to change the password, and re-authentication renews it', async () => {
    const email = uniqueEmail('recent')
    const { cookie } = await signUp(email)
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
    await db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, user!.id))
    const change = { currentPassword: 'correct horse battery', newPassword: 'another fine passphrase' }
    const refused = await callAuthApi(auth, '/change-password', { body: change, cookie })
    expect(refused.status).toBe(403)
    expect(toAuthErrorCode({ code: await errorCode(refused) })).toBe('auth/requires-recent-login')

    const mismatch = await callAuthApi(auth, '/re-authenticate', {
      body: { email: 'someone-else@example.test', password: 'correct horse battery' },
      cookie,
    })
    expect(toAuthErrorCode({ code: await errorCode(mismatch) })).toBe('auth/user-mismatch')

    const reauth = await callAuthApi(auth, '/re-authenticate', {
      body: { password: 'correct horse battery' },
      cookie,
    })
    expect(reauth.status).toBe(200)
    const fresh = cookieHeader(reauth)
    const accepted = await callAuthApi(auth, '/change-password', { body: change, cookie: fresh })
    expect(accepted.status).toBe(200)
  })

  it('issues a short-lived ID token with the admin claim, verifiable with the JWKS', async () => {
    const email = uniqueEmail('token')
    const { cookie } = await signUp(email)
    await db.update(users).set({ role: 'admin' }).where(eq(users.email, email))
    const { token } = (await (await callAuthApi(auth, '/token', { cookie })).json()) as { token: string }
    const [header, payload, signature] = token.split('.')
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>
    expect(claims).toMatchObject({ email, admin: true })
    expect(Number(claims.exp) - Number(claims.iat)).toBe(15 * 60)
    expect(Date.now() / 1000 - Number(claims.iat)).toBeLessThan(300)

    const { keys } = (await (await callAuthApi(auth, '/jwks')).json()) as { keys: Array<crypto.JsonWebKey> }
    const { kid } = JSON.parse(Buffer.from(header!, 'base64url').toString()) as { kid: string }
    const jwk = keys.find((key) => (key as { kid?: string }).kid === kid)
    const publicKey = crypto.createPublicKey({ key: jwk!, format: 'jwk' })
    const valid = crypto.verify(
      null,
      Buffer.from(`${header}.${payload}`),
      publicKey,
      Buffer.from(signature!, 'base64url'),
    )
    expect(valid).toBe(true)
  })
})

describe('popup completion page', () => {
  it('hands the result to the opener without markup injection', async () => {
    const response = await callAuthApi(auth, '/popup-complete?nonce=abcdef12-3456&error=%3C%2Fscript%3E')
    expect(response.status).toBe(200)
    expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
    const html = await response.text()
    expect(html).toContain('"nonce":"abcdef12-3456"')
    expect(html).not.toContain('</script>"')
    expect(html).toContain('\\u003c/script>')
  })

  it('refuses a malformed nonce', async () => {
    const response = await callAuthApi(auth, '/popup-complete?nonce=%3Cx%3E')
    expect(response.status).toBe(400)
  })
})
