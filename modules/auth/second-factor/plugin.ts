import 'server-only'
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api'
import { deleteSessionCookie } from 'better-auth/cookies'
import { twoFactor } from 'better-auth/plugins'
import { splitLocale, withLocale } from '@/i18n/locale-path'
import { toSafeRedirectPath } from '@/lib/routing/safe-redirect'
import { readPendingSignInUserId, startSecondStep } from './challenge'
import { acceptFreshCode, claimCodeStep, findCodeStep } from './code-replay'
import { CODE_STEP_PATHS, consumeCodeStepLimit } from './code-step-limit'
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  SECOND_STEP_PATH,
  SECOND_STEP_SECONDS,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TRUST_BROWSER_SECONDS,
} from './constants'
import { sendRecoveryCodeUsedMail, sendSecurityNotice } from './mails'
import { hasStrongSignIn } from './sign-in-method'

/** Better Auth's two-factor plugin, as we use it: TOTP + recovery codes, no e-mail/SMS codes. */
export function twoFactorPlugin() {
  return twoFactor({
    issuer: 'Exhale',
    totpOptions: { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS },
    backupCodeOptions: { amount: RECOVERY_CODE_COUNT, length: RECOVERY_CODE_LENGTH },
    trustDeviceMaxAge: TRUST_BROWSER_SECONDS,
    twoFactorCookieMaxAge: SECOND_STEP_SECONDS,
    // Accounts without a password (email link, Google, passkey) can turn it on too; with a
    // password the plugin asks for it.
    allowPasswordless: true,
  })
}

/** Sign-ins that end in a redirect and that the two-factor plugin does not stop by itself. */
const REDIRECT_SIGN_IN_PATHS = [
  /^\/magic-link\/verify$/,
  /^\/callback\/[^/]+$/,
  /^\/oauth2\/callback\/[^/]+$/,
]

const POPUP_COMPLETE = '/api/auth/popup-complete'

/** The error a popup hands to its opener when the sign-in needs the code step. */
export const POPUP_SECOND_STEP_ERROR = 'auth/multi-factor-auth-required'

type TReturnedRedirect = { statusCode?: number; headers?: HeadersInit }

function locationOf(returned: unknown): string | null {
  const candidate = returned as TReturnedRedirect | null | undefined
  if (!candidate || typeof candidate !== 'object' || !candidate.headers) return null
  return new Headers(candidate.headers).get('location')
}

/**
 * Where a redirect sign-in goes instead of its target when a code is still needed: a popup's
 * completion page learns it by `error`; a full-page sign-in goes to the code step, keeping the
 * target (same-site only, as everywhere after sign-in).
 */
export function secondStepLocation(target: string, baseURL: string): string {
  const url = new URL(target, baseURL)
  if (url.origin === new URL(baseURL).origin && url.pathname === POPUP_COMPLETE) {
    url.searchParams.set('error', POPUP_SECOND_STEP_ERROR)
    return `${url.pathname}${url.search}`
  }
  const safe = toSafeRedirectPath(`${url.pathname}${url.search}`) ?? '/'
  const page = withLocale(splitLocale(safe).locale, SECOND_STEP_PATH)
  return `${page}?redirect=${encodeURIComponent(safe)}`
}

/** A code no secret produces: what the plugin verifies instead of a replayed one. */
const REPLAYED_CODE = 'replayed'

function bodyCode(ctx: { body?: unknown }): string {
  const body = (ctx.body ?? {}) as Record<string, unknown>
  return typeof body.code === 'string' ? body.code.replace(/\s+/g, '') : ''
}

/**
 * Our rules around the two-factor plugin: email-link and provider sign-ins stop at the code
 * step too, a code is taken once (RFC 6238 §5.2) and counted against one per-address limit
 * however it comes in, turning it off needs a current code, and using a recovery code is mailed.
 */
export function secondFactorRulesPlugin(options: { adminRequiresSecondFactor: boolean; rateLimit: boolean }) {
  return {
    id: 'exhale-second-factor',
    hooks: {
      before: [
        {
          matcher: (ctx) => options.rateLimit && CODE_STEP_PATHS.includes(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => consumeCodeStepLimit(ctx.headers)),
        },
        {
          // A right code of a step already used is handed on as a wrong one: the plugin then
          // refuses it with its invalid-code error and counts it against the challenge's limit.
          matcher: (ctx) => ctx.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx)
            const userId = session?.user.id ?? (await readPendingSignInUserId(ctx))
            if (!userId) return
            const step = await findCodeStep(ctx, userId, bodyCode(ctx))
            if (step === null || (await claimCodeStep(userId, step))) return
            return { context: { body: { ...(ctx.body as object), code: REPLAYED_CODE } } }
          }),
        },
        {
          // The admin plugin's endpoints are admin actions too: same rule as admin pages.
          matcher: (ctx) => options.adminRequiresSecondFactor && (ctx.path ?? '').startsWith('/admin/'),
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx)
            if (session?.user.role !== 'admin') return
            const strong = hasStrongSignIn({
              twoFactorEnabled: Boolean(session.user.twoFactorEnabled),
              signInMethod:
                typeof session.session.signInMethod === 'string' ? session.session.signInMethod : null,
            })
            if (!strong) {
              throw APIError.from('FORBIDDEN', {
                code: 'SECOND_FACTOR_REQUIRED',
                message: 'Set up a second factor first.',
              })
            }
          }),
        },
        {
          // The plugin's own /two-factor/disable asks only for the password: we want proof of
          // the second factor itself (decision 022).
          matcher: (ctx) => ctx.path === '/two-factor/disable',
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx)
            if (!session) return
            if (!(await acceptFreshCode(ctx, session.user.id, bodyCode(ctx)))) {
              throw APIError.from('UNAUTHORIZED', { code: 'INVALID_CODE', message: 'Invalid code' })
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => REDIRECT_SIGN_IN_PATHS.some((pattern) => pattern.test(ctx.path ?? '')),
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession
            if (!signedIn?.user.twoFactorEnabled) return
            const target = locationOf(ctx.context.returned)
            if (!target) return
            const stopped = await startSecondStep(ctx, signedIn)
            if (!stopped) return
            deleteSessionCookie(ctx, true)
            throw ctx.redirect(secondStepLocation(target, ctx.context.baseURL))
          }),
        },
        {
          // A passkey without user verification is one factor (decision 061): an account with a
          // second factor continues to the code step, as after a password.
          matcher: (ctx) => ctx.path === '/passkey/verify-authentication',
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession
            if (!signedIn?.user.twoFactorEnabled) return
            if (signedIn.session.signInMethod !== 'passkey-unverified') return
            if (!(await startSecondStep(ctx, signedIn))) return
            deleteSessionCookie(ctx, true)
            return ctx.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] })
          }),
        },
        {
          // New recovery codes replace the old ones: told, like turning the factor on or off.
          matcher: (ctx) => ctx.path === '/two-factor/generate-backup-codes',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned as { status?: boolean } | undefined
            const session = ctx.context.session ?? (await getSessionFromCtx(ctx))
            if (!returned || returned instanceof Error || returned.status !== true || !session) return
            ctx.context.runInBackground(sendSecurityNotice('recoveryCodesRenewed', session.user))
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/two-factor/verify-backup-code',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned as { user?: { id?: string } } | undefined
            if (!returned || returned instanceof Error || !returned.user?.id) return
            const user = await ctx.context.internalAdapter.findUserById(returned.user.id)
            if (user) ctx.context.runInBackground(sendRecoveryCodeUsedMail(user))
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
}
