import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import en from '@/messages/en.json'
import type { TCurrentSession } from '@/modules/auth/sessions/read-session'

// With ADMIN_REQUIRE_SECOND_FACTOR=1 an admin without a second factor
// cannot open /admin (sent to set one up) nor call an admin action (403), over our actions,
// route handlers and Better Auth's own /admin/* endpoints; a passkey sign-in (or a second
// factor) lets them in.

const viewer = vi.hoisted(() => ({ current: null as TCurrentSession | null }))
const redirects = vi.hoisted(() => [] as unknown[])
vi.mock('next/headers', () => ({ headers: async () => new Headers() }))
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }))
vi.mock('next/navigation', () => ({
  redirect: (target: unknown) => {
    redirects.push(target)
    throw Object.assign(new Error('NEXT_REDIRECT'), { digest: 'NEXT_REDIRECT;replace;/;307;' })
  },
}))
vi.mock('@/modules/auth/sessions/read-session', () => ({ readSession: async () => viewer.current }))

const {
  useTestAuthEnvironment: prepareAuthEnvironment,
  callAuthApi,
  cookieHeader,
} = await import('@/modules/auth/testing')
await prepareAuthEnvironment()
process.env.ADMIN_REQUIRE_SECOND_FACTOR = '1'

const { db } = await import('@/db/client')
const { sessions, users } = await import('@/db/schema/auth')
const { insertUser, sessionOf } = await import('@/tests/support/users')
const { setUserAdminAction } = await import('@/modules/admin/actions')
const { authorizeAdminRequest, requireAdminPage } = await import('@/modules/admin/guard')
const { SECOND_FACTOR_REQUIRED } = await import('@/modules/admin/guard')
const { hasStrongSignIn, signInMethodFor } = await import('./sign-in-method')
const { createAuth } = await import('@/modules/auth/auth')
const { getConfig } = await import('@/lib/config')

function adminWith(
  row: { id: string; email: string; name: string; role: string },
  secondFactor: TCurrentSession['secondFactor'],
) {
  return { ...sessionOf(row), secondFactor }
}

let adminRow: Awaited<ReturnType<typeof insertUser>>
let targetId: string

beforeAll(async () => {
  adminRow = await insertUser({ role: 'admin' })
  targetId = (await insertUser()).id
})

function grantForm() {
  const form = new FormData()
  form.set('userId', targetId)
  form.set('admin', 'true')
  return form
}

describe('ADMIN_REQUIRE_SECOND_FACTOR', () => {
  it('defaults to on for an https PUBLIC_URL only', async () => {
    const { parseConfig: parseConfigFrom } = await import('@/lib/config')
    const parseConfig = (env: Record<string, string>) => parseConfigFrom(env as NodeJS.ProcessEnv)
    expect(parseConfig({ PUBLIC_URL: 'https://exhale.example' }).adminRequiresSecondFactor).toBe(true)
    expect(parseConfig({ PUBLIC_URL: 'http://localhost:3000' }).adminRequiresSecondFactor).toBe(false)
    expect(
      parseConfig({ PUBLIC_URL: 'https://x.example', ADMIN_REQUIRE_SECOND_FACTOR: '0' })
        .adminRequiresSecondFactor,
    ).toBe(false)
    expect(getConfig().adminRequiresSecondFactor).toBe(true)
  })

  it('sends an admin without a second factor from admin pages to its set-up, and refuses actions', async () => {
    viewer.current = adminWith(adminRow, { enabled: false, signInMethod: 'password' })
    await expect(requireAdminPage('de', '/admin')).rejects.toThrow('NEXT_REDIRECT')
    expect(redirects.at(-1)).toBe('/de/account?setup=second-factor')
    expect(await setUserAdminAction(null, grantForm())).toEqual(SECOND_FACTOR_REQUIRED)
    const handler = await authorizeAdminRequest(new Request('http://localhost/api/admin/x'))
    expect(handler.response?.status).toBe(403)
    expect(await handler.response?.json()).toEqual({
      ok: false,
      code: 'admin/second-factor-required',
      message: en.errors['admin/second-factor-required'],
    })
    const [target] = await db.select({ role: users.role }).from(users).where(eq(users.id, targetId))
    expect(target?.role).toBe('user')
  })

  it('lets an admin in after a passkey sign-in, or with a second factor', async () => {
    for (const secondFactor of [
      { enabled: false, signInMethod: 'passkey' },
      { enabled: true, signInMethod: 'second-factor' },
    ]) {
      viewer.current = adminWith(adminRow, secondFactor)
      await expect(requireAdminPage('en', '/admin')).resolves.toBe(viewer.current)
      expect((await authorizeAdminRequest(new Request('http://localhost/x'))).admin).toBe(viewer.current)
    }
    expect(await setUserAdminAction(null, grantForm())).toMatchObject({ ok: true })
  })

  it("lists each user's second-factor status and lets an admin remove one, audited", async () => {
    const { twoFactors, verifications } = await import('@/db/schema/auth')
    const { auditLog } = await import('@/db/schema/audit')
    const { searchUsers } = await import('@/modules/admin/queries')
    const { removeSecondFactorAction } = await import('@/modules/admin/actions')
    const person = await insertUser({ twoFactorEnabled: true })
    await db
      .insert(twoFactors)
      .values({ id: `tf-${person.id}`, userId: person.id, secret: 'x', backupCodes: 'y' })
    await db.insert(verifications).values({
      id: `trust-${person.id}`,
      identifier: `trust-device-${person.id}`,
      value: person.id,
      expiresAt: new Date(Date.now() + 60_000),
    })
    const listed = async () =>
      (await searchUsers({ q: person.email, role: 'all', page: 1, pageSize: 10 })).rows[0]?.twoFactorEnabled
    expect(await listed()).toBe(true)

    viewer.current = adminWith(adminRow, { enabled: true, signInMethod: 'second-factor' })
    const form = new FormData()
    form.set('userId', person.id)
    expect(await removeSecondFactorAction(null, form)).toEqual({ ok: true, data: { changed: true } })
    expect(await listed()).toBe(false)
    expect(await db.select().from(twoFactors).where(eq(twoFactors.userId, person.id))).toEqual([])
    expect(await db.select().from(verifications).where(eq(verifications.value, person.id))).toEqual([])
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, person.id))
    expect(audits.map((row) => row.action)).toEqual(['user.remove-second-factor'])
  })

  it('names a passkey sign-in on the session it creates', () => {
    expect(signInMethodFor('/passkey/verify-authentication', undefined)).toBe('passkey-unverified')
    expect(signInMethodFor('/sign-in/email', undefined)).toBe('password')
    expect(signInMethodFor('/callback/google', undefined)).toBe('provider')
    // A session that replaces another (turning the second factor on) keeps its method.
    expect(signInMethodFor('/two-factor/verify-totp', 'passkey')).toBe('passkey')
  })

  it("refuses Better Auth's own admin endpoints too, until the session is a passkey sign-in", async () => {
    const auth = createAuth({ rateLimit: false, redisUrl: null, botCheck: false })
    const email = `rule-admin-${Date.now()}@example.test`
    const signUp = await callAuthApi(auth, '/sign-up/email', {
      body: { email, password: 'correct horse battery', name: 'Rule Admin', locale: 'en' },
    })
    const cookie = cookieHeader(signUp)
    const [row] = await db.update(users).set({ role: 'admin' }).where(eq(users.email, email)).returning()
    const [session] = await db.select().from(sessions).where(eq(sessions.userId, row!.id))
    expect(session?.signInMethod).toBe('password')
    const refused = await callAuthApi(auth, '/admin/list-users', { cookie })
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' })
    // As if this session came from /passkey/verify-authentication (WebAuthn needs a browser).
    await db.update(sessions).set({ signInMethod: 'passkey' }).where(eq(sessions.id, session!.id))
    const allowed = await callAuthApi(auth, '/admin/list-users', { cookie })
    expect(allowed.status).toBe(200)
  })

  it('mints an admin: true ID token only for a session that passes the rule (/api/auth/token)', async () => {
    const auth = createAuth({ rateLimit: false, redisUrl: null, botCheck: false })
    const email = `token-admin-${Date.now()}@example.test`
    const signUp = await callAuthApi(auth, '/sign-up/email', {
      body: { email, password: 'correct horse battery', name: 'Token Admin', locale: 'en' },
    })
    const cookie = cookieHeader(signUp)
    const [row] = await db.update(users).set({ role: 'admin' }).where(eq(users.email, email)).returning()
    const claims = async () => {
      const answer = await callAuthApi(auth, '/token', { cookie })
      const { token } = (await answer.json()) as { token: string }
      return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    }
    expect(await claims()).toMatchObject({ email, admin: false })
    // A passkey that did not verify the person is one factor: still no admin claim.
    await db.update(sessions).set({ signInMethod: 'passkey-unverified' }).where(eq(sessions.userId, row!.id))
    expect(await claims()).toMatchObject({ admin: false })
    await db.update(sessions).set({ signInMethod: 'passkey' }).where(eq(sessions.userId, row!.id))
    expect(await claims()).toMatchObject({ email, admin: true })
  })

  it('counts a passkey sign-in as strong only when the authenticator verified the person (UV)', () => {
    const assertion = (flags: number) => {
      const authenticatorData = Buffer.alloc(37)
      authenticatorData[32] = flags
      return { response: { response: { authenticatorData: authenticatorData.toString('base64url') } } }
    }
    const path = '/passkey/verify-authentication'
    expect(signInMethodFor(path, undefined, assertion(0x05))).toBe('passkey')
    expect(signInMethodFor(path, undefined, assertion(0x01))).toBe('passkey-unverified')
    expect(signInMethodFor(path, undefined, {})).toBe('passkey-unverified')
    expect(hasStrongSignIn({ twoFactorEnabled: false, signInMethod: 'passkey-unverified' })).toBe(false)
    expect(hasStrongSignIn({ twoFactorEnabled: false, signInMethod: 'passkey' })).toBe(true)
  })
})
