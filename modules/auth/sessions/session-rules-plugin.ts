import 'server-only'
import type { BetterAuthPlugin } from 'better-auth'
import { createAuthMiddleware } from 'better-auth/api'
import { deleteSessionCookie, parseSetCookieHeader } from 'better-auth/cookies'
import { fail } from '../plugin-failure'

/** Non-secret, JavaScript-readable hint that a session cookie exists (see header-account.tsx). */
export const SIGNED_IN_MARKER_COOKIE = 'exhale.signed_in'

export type TSessionRulesOptions = { secureCookies: boolean; sessionMaxAge: number }

/**
 * What every answer does to the session: a banned person's session ends at once, and the
 * signed-in marker cookie follows the session cookie, so visitors' pages never ask for a session.
 */
export function sessionRulesPlugin(options: TSessionRulesOptions) {
  return {
    id: 'exhale-session-rules',
    hooks: {
      after: [
        {
          // A banned user's session ends at once, whoever banned them and however.
          matcher: (ctx) => ctx.path === '/get-session',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned as
              | {
                  user?: { banned?: boolean | null; banExpires?: Date | string | null }
                  session?: { token?: string }
                }
              | null
              | undefined
            const user = returned?.user
            if (!user?.banned) return
            const expires = user.banExpires ? new Date(user.banExpires).getTime() : undefined
            if (expires !== undefined && expires < Date.now()) return
            const token = returned?.session?.token
            if (token) await ctx.context.internalAdapter.deleteSession(token)
            deleteSessionCookie(ctx)
            fail('UNAUTHORIZED', 'BANNED_USER', 'This account has been disabled.')
          }),
        },
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const header = ctx.context.responseHeaders?.get('set-cookie')
            if (!header) return
            const sessionCookie = parseSetCookieHeader(header).get(ctx.context.authCookies.sessionToken.name)
            if (!sessionCookie) return
            const cleared = sessionCookie.value === '' || sessionCookie['max-age'] === 0
            ctx.setCookie(SIGNED_IN_MARKER_COOKIE, cleared ? '' : '1', {
              path: '/',
              sameSite: 'lax',
              secure: options.secureCookies,
              httpOnly: false,
              maxAge: cleared ? 0 : (sessionCookie['max-age'] ?? options.sessionMaxAge),
            })
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
}
