import 'server-only'
import { tryGetCurrentAuthEndpointContext } from '@better-auth/core/context'
import type { BetterAuthPlugin } from 'better-auth'
import { createAuthEndpoint } from 'better-auth/api'
import { fail } from '../../plugin-failure'
import { isCommonPassword } from './common-passwords'
import { DEFAULT_PASSWORD_POLICY } from './password-policy'

/** Paths that set a new password: only these check it against the common-password list. */
const PASSWORD_SETTING_PATHS = new Set([
  '/sign-up/email',
  '/reset-password',
  '/change-password',
  '/admin/create-user',
  '/admin/set-user-password',
])

/**
 * The password policy (decision 008) in Better Auth: a new password that is one of the common
 * ones is refused, and GET /api/auth/password-policy tells the forms the rules they show.
 */
export function passwordRulesPlugin() {
  return {
    id: 'exhale-password-rules',
    init(ctx) {
      const original = ctx.password.hash
      return {
        context: {
          password: {
            ...ctx.password,
            // Runs after Better Auth's own length checks, only where a new password is set
            // (sign-in hashes too, for timing, and must not reveal anything here).
            async hash(password: string) {
              const endpoint = tryGetCurrentAuthEndpointContext()
              if (endpoint?.path && PASSWORD_SETTING_PATHS.has(endpoint.path) && isCommonPassword(password)) {
                fail('BAD_REQUEST', 'PASSWORD_TOO_COMMON', 'This password is too common.')
              }
              return original(password)
            },
          },
        },
      }
    },
    endpoints: {
      // Cheap and asked once a page at most; like every /api/auth answer, not cached (http/no-store.ts).
      getPasswordPolicy: createAuthEndpoint('/password-policy', { method: 'GET' }, async (ctx) =>
        ctx.json(DEFAULT_PASSWORD_POLICY),
      ),
    },
  } satisfies BetterAuthPlugin
}
