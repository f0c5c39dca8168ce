import 'server-only'
import type { TActionGuard } from '@/lib/action'
import type { TErrorCode } from '@/lib/action-result'
import { getSession } from '../session'
import type { TCurrentSession } from './read-session'

/** For `formAction`: the signed-in person's session, or `code` (401) for a visitor. */
export function signedIn(code: TErrorCode): TActionGuard<TCurrentSession> {
  return async () => {
    const session = await getSession()
    return session ? { ok: true, context: session } : { ok: false, status: 401, code }
  }
}

/** For `formAction`: the session when there is one; visitors may act too. */
export const maybeSignedIn: TActionGuard<TCurrentSession | null> = async () => ({
  ok: true,
  context: await getSession(),
})
