import 'server-only'
import type { AuthContext } from '@better-auth/core'
import { logger } from '@/lib/logger'
import { forgetSessionReads } from './session-reuse'

/** What the refresh needs of a Better Auth instance: `getAuth().$context`, or a hook's `ctx.context`. */
export type TSessionStore = Pick<AuthContext, 'internalAdapter' | 'secondaryStorage'>

/**
 * After a change to a user row that Better Auth did not make itself (a role, a ban lifted, the
 * providers of the user's accounts): forgets the reused session reads, and refreshes the copy of
 * the user that each session keeps when sessions live in Redis (secondary storage), so the change
 * counts at once. The change is committed already; a failure here is logged, the database stays
 * the record. Without `store` (a hook run outside a request to Better Auth) only the reads go.
 */
export async function refreshCachedSessions(
  userId: string,
  change: string,
  store: TSessionStore | Promise<TSessionStore> | undefined,
): Promise<void> {
  forgetSessionReads()
  try {
    const { internalAdapter, secondaryStorage } = (await store) ?? {}
    if (!internalAdapter || !secondaryStorage) return
    const user = await internalAdapter.findUserById(userId)
    if (user) await internalAdapter.refreshUserSessions(user)
  } catch (error) {
    logger.error({ err: error, userId }, `could not refresh the cached sessions after ${change}`)
  }
}
