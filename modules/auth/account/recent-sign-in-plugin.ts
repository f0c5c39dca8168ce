import 'server-only'
import type { BetterAuthPlugin } from 'better-auth'
import {
  createAuthEndpoint,
  createAuthMiddleware,
  getSessionFromCtx,
  sessionMiddleware,
} from 'better-auth/api'
import { setSessionCookie } from 'better-auth/cookies'
import { z } from 'zod'
import { fail } from '../plugin-failure'

/** Sensitive changes need a session signed in within this many seconds (decision 007). */
export const RECENT_LOGIN_SECONDS = 10 * 60

const RECENT_LOGIN_PATHS = new Set([
  '/change-password',
  '/change-email',
  '/delete-user',
  '/unlink-account',
  // second factor (decision 022): turning it on or off, new recovery codes
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
  // the plugin's endpoint that shows the secret again (password required by the plugin)
  '/two-factor/get-totp-uri',
  // passkeys (decision 012): adding one (its options start the ceremony) and removing one,
  // instead of Better Auth's own 1-day "fresh session" rule for adding and none for removing
  '/passkey/generate-register-options',
  '/passkey/delete-passkey',
])

/**
 * The recent sign-in rule (decision 007): changes to how the account is entered or to whom it
 * belongs need a session at most RECENT_LOGIN_SECONDS old, and POST /api/auth/re-authenticate
 * proves the password again to get one.
 */
export function recentSignInPlugin() {
  return {
    id: 'exhale-recent-sign-in',
    endpoints: {
      /**
       * Proves the password again and replaces the session with a fresh one, so a change
       * that needs a recent sign-in can go on. Another account's address → USER_MISMATCH.
       */
      reauthenticate: createAuthEndpoint(
        '/re-authenticate',
        {
          method: 'POST',
          use: [sessionMiddleware],
          body: z.object({ password: z.string(), email: z.string().optional() }),
        },
        async (ctx) => {
          const { user, session } = ctx.context.session
          const { password, email } = ctx.body
          if (email !== undefined && email.trim().toLowerCase() !== user.email.toLowerCase()) {
            fail('BAD_REQUEST', 'USER_MISMATCH', 'These credentials belong to another account.')
          }
          if (!password) fail('BAD_REQUEST', 'MISSING_PASSWORD', 'Password is required.')
          const accounts = await ctx.context.internalAdapter.findAccounts(user.id)
          const credential = accounts.find((account) => account.providerId === 'credential')
          const valid =
            credential?.password !== undefined &&
            credential.password !== null &&
            (await ctx.context.password.verify({ hash: credential.password, password }))
          if (!valid) fail('BAD_REQUEST', 'INVALID_PASSWORD', 'Invalid password.')
          const fresh = await ctx.context.internalAdapter.createSession(user.id)
          await setSessionCookie(ctx, { session: fresh, user })
          await ctx.context.internalAdapter.deleteSession(session.token)
          return ctx.json({ status: true })
        },
      ),
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => RECENT_LOGIN_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx)
            if (!session) return
            const age = Date.now() - new Date(session.session.createdAt).getTime()
            if (age > RECENT_LOGIN_SECONDS * 1000) {
              fail('FORBIDDEN', 'REQUIRES_RECENT_LOGIN', 'Please sign in again to make this change.')
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
}
