import fs from 'node:fs/promises'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'

// Session reads are reused for a few seconds (decision 055); every change made through this
// process is seen at once, a change made elsewhere (another instance) within SESSION_REUSE_MS.
const {
  callAuthApi,
  cookieHeader,
  useTestAuthEnvironment: prepareAuthEnvironment,
} = await import('@/modules/auth/testing')
const dataDir = await prepareAuthEnvironment({ signUpFreely: true })

const { db } = await import('@/db/client')
const { sessions, users } = await import('@/db/schema/auth')
const { getAuth } = await import('../auth')
const { readSession } = await import('./read-session')
const { SESSION_REUSE_MAX, SESSION_REUSE_MS, forgetSessionReads, rememberSessionRead, reusedSessionRead } =
  await import('./session-reuse')

const PASSWORD = 'correct horse battery'
let counter = 0

async function signUp() {
  counter += 1
  const response = await callAuthApi(getAuth(), '/sign-up/email', {
    body: { email: `reuse-${counter}-${Date.now()}@example.test`, password: PASSWORD, name: 'Reuse' },
  })
  expect(response.status).toBe(200)
  const cookie = cookieHeader(response)
  const session = await readSession(new Headers({ cookie }))
  return { cookie, userId: session!.user.id }
}

afterEach(() => {
  vi.useRealTimers()
})

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
})

describe('reused session reads', () => {
  it('see a sign-out, a revocation and a name change made through this process at once', async () => {
    const person = await signUp()
    const other = await signUp()
    expect((await readSession(new Headers({ cookie: other.cookie })))?.user.name).toBe('Reuse')

    await callAuthApi(getAuth(), '/update-user', {
      body: { name: 'Renamed' },
      headers: { cookie: other.cookie },
    })
    expect((await readSession(new Headers({ cookie: other.cookie })))?.user.name).toBe('Renamed')

    await callAuthApi(getAuth(), '/sign-out', { method: 'POST', body: {}, cookie: person.cookie })
    expect(await readSession(new Headers({ cookie: person.cookie }))).toBeNull()

    await callAuthApi(getAuth(), '/revoke-sessions', { method: 'POST', body: {}, cookie: other.cookie })
    expect(await readSession(new Headers({ cookie: other.cookie }))).toBeNull()
  })

  it('see a session ended by another instance within SESSION_REUSE_MS', async () => {
    const person = await signUp()
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    expect(await readSession(new Headers({ cookie: person.cookie }))).not.toBeNull()
    // Another instance deletes the row: this process has not seen it.
    await db.delete(sessions).where(eq(sessions.userId, person.userId))
    vi.advanceTimersByTime(SESSION_REUSE_MS + 1)
    expect(await readSession(new Headers({ cookie: person.cookie }))).toBeNull()
  })

  it('see a role written straight to the database once forgotten (what admin commands do)', async () => {
    const person = await signUp()
    expect((await readSession(new Headers({ cookie: person.cookie })))?.claims.admin).toBe(false)
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, person.userId))
    forgetSessionReads()
    expect((await readSession(new Headers({ cookie: person.cookie })))?.claims.admin).toBe(true)
  })

  it('never answer for a cookie that is not exactly the session cookie', async () => {
    const person = await signUp()
    const tampered = person.cookie.replace(/exhale\.session_token=([^;.]*)/, 'exhale.session_token=$1x')
    expect(await readSession(new Headers({ cookie: tampered }))).toBeNull()
    expect(await readSession(new Headers())).toBeNull()
  })

  it('keep at most SESSION_REUSE_MAX reads, dropping the oldest', async () => {
    forgetSessionReads()
    for (let index = 0; index < SESSION_REUSE_MAX + 5; index += 1)
      rememberSessionRead(`key-${index}`, Promise.resolve(null))
    const held = (globalThis as { __exhaleSessionReads?: Map<string, unknown> }).__exhaleSessionReads
    expect(held?.size).toBe(SESSION_REUSE_MAX)
    expect(reusedSessionRead('key-0')).toBeUndefined()
    expect(reusedSessionRead(`key-${SESSION_REUSE_MAX + 4}`)).toBeDefined()
  })

  it('drop expired reads at the next read kept, so nothing waits for the bound to be reached', async () => {
    forgetSessionReads()
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    for (let index = 0; index < 50; index += 1) rememberSessionRead(`old-${index}`, Promise.resolve(null))
    vi.advanceTimersByTime(SESSION_REUSE_MS + 1)
    rememberSessionRead('new', Promise.resolve(null))
    const held = (globalThis as { __exhaleSessionReads?: Map<string, unknown> }).__exhaleSessionReads
    expect([...(held?.keys() ?? [])]).toEqual(['new'])
  })

  it('answer a reused read with the settled value', async () => {
    forgetSessionReads()
    rememberSessionRead('settled', Promise.resolve({ user: 'u1' }))
    await new Promise((resolve) => setImmediate(resolve))
    expect(await reusedSessionRead('settled')).toEqual({ user: 'u1' })
  })
})
