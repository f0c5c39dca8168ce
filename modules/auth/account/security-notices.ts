import 'server-only'
import type { BetterAuthPlugin } from 'better-auth'
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { logger } from '@/lib/logger'
import { sendSecurityNotice } from '../second-factor/mails'

type TAccountRow = { userId: string; providerId: string }

/**
 * Mails that tell a person about a change to how their account can be entered, sent after the
 * answer: a passkey was added (a stolen fresh session could plant one that outlives a password
 * change), and an e-mail link sign-in removed a password nobody had confirmed (Better Auth's
 * rule against a takeover by someone who registered the address first: the person must know
 * why their password stopped working).
 */
export function securityNoticesPlugin() {
  return {
    id: 'exhale-security-notices',
    init() {
      return {
        options: {
          databaseHooks: {
            account: {
              delete: {
                after: async (account: TAccountRow, ctx) => {
                  if (ctx?.path !== '/magic-link/verify' || account.providerId !== 'credential') return
                  const user = await ctx.context.internalAdapter.findUserById(account.userId)
                  if (!user) return
                  sendSecurityNotice('passwordRemovedByEmailLink', user).catch((error: unknown) =>
                    logger.error({ err: error }, 'password-removed notice failed'),
                  )
                },
              },
            },
          },
        },
      }
    },
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === '/passkey/verify-registration',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned as { id?: unknown } | undefined
            if (!returned || returned instanceof Error || typeof returned.id !== 'string') return
            const session = ctx.context.session ?? (await getSessionFromCtx(ctx))
            if (!session) return
            ctx.context.runInBackground(sendSecurityNotice('passkeyAdded', session.user))
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
}
