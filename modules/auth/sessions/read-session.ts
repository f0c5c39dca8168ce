import 'server-only'
import { createHash } from 'node:crypto'
import { getAuth } from '../auth'
import { rememberSessionRead, reusedSessionRead } from './session-reuse'
import { sessionUserOf } from './session-user'

export type TSessionUser = {
  id: string
  email: string
  name: string
  emailVerified: boolean
  role: string
  locale: string
}
export type TCurrentSession = {
  user: TSessionUser
  session: { id: string; createdAt: Date; expiresAt: Date }
  claims: { admin: boolean }
  /** The second factor is on, and how this session was signed in (admin rule, decision 022; test fakes may omit it). */
  secondFactor?: { enabled: boolean; signInMethod: string | null }
  /**
   * The providers of the user's accounts, oldest first ('credential': email and password), from
   * the user row (decision 080). Missing where the session's copy of the user predates them (a
   * session kept in Redis since before) or a test fake leaves them out: then ask the database.
   */
  signInMethods?: string[]
}

const SESSION_COOKIES = /(?:^|;\s*)((?:__Secure-)?exhale\.session_token=[^;]*)/g

/** The key of a request's session: a hash of its session cookie(s), none without one. */
function sessionKey(requestHeaders: Headers): string | undefined {
  const cookies = [...(requestHeaders.get('cookie') ?? '').matchAll(SESSION_COOKIES)].map((match) => match[1])
  if (cookies.length === 0) return undefined
  return createHash('sha256').update(cookies.join(';')).digest('base64url')
}

/**
 * Reads the session of a request (cookie in `requestHeaders`), without refreshing it. A read of
 * the same session cookie within SESSION_REUSE_MS is reused, never past the session's expiry.
 */
export async function readSession(requestHeaders: Headers): Promise<TCurrentSession | null> {
  const key = sessionKey(requestHeaders)
  if (!key) return null
  const known = reusedSessionRead<TCurrentSession | null>(key)
  if (known) {
    const session = await known
    if (!session || session.session.expiresAt.getTime() > Date.now()) return session
  }
  const value = lookUpSession(requestHeaders)
  rememberSessionRead(key, value)
  return value
}

async function lookUpSession(requestHeaders: Headers): Promise<TCurrentSession | null> {
  const result = await getAuth().api.getSession({ headers: requestHeaders, query: { disableRefresh: true } })
  if (!result || result.user.banned) return null
  const { user, session } = result
  return {
    user: {
      ...sessionUserOf(user),
      locale: typeof user.locale === 'string' ? user.locale : 'en',
    },
    session: { id: session.id, createdAt: session.createdAt, expiresAt: session.expiresAt },
    claims: { admin: user.role === 'admin' },
    secondFactor: {
      enabled: user.twoFactorEnabled === true,
      signInMethod: typeof session.signInMethod === 'string' ? session.signInMethod : null,
    },
    ...(typeof user.signInMethods === 'string'
      ? { signInMethods: user.signInMethods.split(',').filter((method) => method !== '') }
      : {}),
  }
}
