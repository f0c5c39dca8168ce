import 'server-only'
import { getAuth } from './auth'

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
  /** The second factor is on, and how this session was signed in (admin rule, issue 17; test fakes may omit it). */
  secondFactor?: { enabled: boolean; signInMethod: string | null }
}

/** Reads the session of a request (cookie in `requestHeaders`), without refreshing it. */
export async function readSession(requestHeaders: Headers): Promise<TCurrentSession | null> {
  const result = await getAuth().api.getSession({ headers: requestHeaders, query: { disableRefresh: true } })
  if (!result || result.user.banned) return null
  const { user, session } = result
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      role: user.role ?? 'user',
      locale: typeof user.locale === 'string' ? user.locale : 'en',
    },
    session: { id: session.id, createdAt: session.createdAt, expiresAt: session.expiresAt },
    claims: { admin: user.role === 'admin' },
    secondFactor: {
      enabled: user.twoFactorEnabled === true,
      signInMethod: typeof session.signInMethod === 'string' ? session.signInMethod : null,
    },
  }
}
