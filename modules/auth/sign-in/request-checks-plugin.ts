import 'server-only'
import type { BetterAuthPlugin } from 'better-auth'
import { createAuthMiddleware } from 'better-auth/api'
import { splitLocale } from '@/i18n/locale-path'
import { isLocale } from '@/i18n/locales'
import { toSafeRedirectPath } from '@/lib/routing/safe-redirect'
import { BOT_CHECK_HEADER, FORM_TOKEN_HEADER, verifyHumanCheck } from '@/modules/bot-check/public'
import { fail, readBody } from '../plugin-failure'
import { isMagicLinkTokenExpired, loginPageFor, normalizeMagicLinkRequest } from './magic-link'

const DISPLAY_NAME_MAX = 100

/** Public forms that send mail or create accounts: a solved ALTCHA bot check is required first. */
export const BOT_CHECKED_PATHS = new Set(['/sign-up/email', '/request-password-reset', '/sign-in/magic-link'])

export type TRequestChecksOptions = {
  /** Tests of other rules only: skip the bot check (ALTCHA_DISABLED is the switch elsewhere). */
  botCheck?: boolean
}

/**
 * What a sign-up, sign-in or email-link request must pass before Better Auth acts on it: the bot
 * check on public forms that send mail or create accounts, field checks answered with catalogue
 * codes, and same-site targets for email links (with "expired" told apart from "unknown").
 */
export function requestChecksPlugin(options: TRequestChecksOptions = {}) {
  return {
    id: 'exhale-request-checks',
    hooks: {
      before: [
        {
          // First of all: nothing is read, stored or mailed for a request without a fresh, solved
          // bot check. Only HTTP requests carry one; the server's own calls are not checked.
          matcher: (ctx) => options.botCheck !== false && BOT_CHECKED_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            if (!ctx.request) return
            // ALTCHA's answer, or the form token of a form sent without JavaScript (decision 045).
            const outcome = await verifyHumanCheck({
              altcha: ctx.headers?.get(BOT_CHECK_HEADER),
              formToken: ctx.headers?.get(FORM_TOKEN_HEADER),
            })
            if (outcome === 'missing')
              fail('BAD_REQUEST', 'BOT_CHECK_MISSING', 'The security check is missing.')
            if (outcome !== 'ok') fail('BAD_REQUEST', 'BOT_CHECK_FAILED', 'The security check failed.')
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/sign-up/email' || ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const body = readBody(ctx)
            if (typeof body.email !== 'string' || body.email.trim() === '') {
              fail('BAD_REQUEST', 'MISSING_EMAIL', 'Email is required.')
            }
            if (typeof body.password !== 'string' || body.password === '') {
              fail('BAD_REQUEST', 'MISSING_PASSWORD', 'Password is required.')
            }
            if (ctx.path !== '/sign-up/email') return
            const name = typeof body.name === 'string' ? body.name.trim() : ''
            if (name.length === 0 || name.length > DISPLAY_NAME_MAX) {
              fail(
                'BAD_REQUEST',
                'INVALID_DISPLAY_NAME',
                'Display name is required (at most 100 characters).',
              )
            }
            const locale = isLocale(body.locale) ? body.locale : 'en'
            return { context: { body: { ...body, name, locale } } }
          }),
        },
        {
          // Email link request: same-site target only, errors back to /login, mail language.
          matcher: (ctx) => ctx.path === '/sign-in/magic-link',
          handler: createAuthMiddleware(async (ctx) => {
            const body = readBody(ctx)
            if (typeof body.email !== 'string' || body.email.trim() === '') {
              fail('BAD_REQUEST', 'MISSING_EMAIL', 'Email is required.')
            }
            return { context: { body: normalizeMagicLinkRequest(body) } }
          }),
        },
        {
          // Email link use: targets stay same-site even if the link was edited, and an expired
          // link says so (Better Auth answers expired and unknown tokens alike).
          matcher: (ctx) => ctx.path === '/magic-link/verify',
          handler: createAuthMiddleware(async (ctx) => {
            const query = (ctx.query ?? {}) as Record<string, unknown>
            const callbackURL = toSafeRedirectPath(query.callbackURL) ?? '/'
            const errorCallbackURL =
              toSafeRedirectPath(query.errorCallbackURL) ??
              loginPageFor(splitLocale(callbackURL).locale, callbackURL)
            const token = typeof query.token === 'string' ? query.token : ''
            if (isMagicLinkTokenExpired(token)) {
              const url = new URL(errorCallbackURL, ctx.context.baseURL)
              url.searchParams.set('error', 'TOKEN_EXPIRED')
              throw ctx.redirect(url.toString())
            }
            return { context: { query: { ...query, callbackURL, errorCallbackURL } } }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin
}
