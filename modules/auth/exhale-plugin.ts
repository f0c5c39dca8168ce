import { createHash } from 'node:crypto'
import 'server-only'
import { tryGetCurrentAuthEndpointContext } from '@better-auth/core/context'
import type { BetterAuthPlugin } from 'better-auth'
import {
  APIError,
  createAuthEndpoint,
  createAuthMiddleware,
  getSessionFromCtx,
  sessionMiddleware,
} from 'better-auth/api'
import { deleteSessionCookie, parseSetCookieHeader, setSessionCookie } from 'better-auth/cookies'
import { z } from 'zod'
import { splitLocale } from '@/i18n/locale-path'
import { isLocale } from '@/i18n/locales'
import { toSafeRedirectPath } from '@/lib/routing/safe-redirect'
import { BOT_CHECK_HEADER, FORM_TOKEN_HEADER, verifyHumanCheck } from '@/modules/bot-check/public'
import { POPUP_CHANNEL, POPUP_MESSAGE_TYPE } from './client/popup'
import { isCommonPassword } from './common-passwords'
import { isMagicLinkTokenExpired, loginPageFor, normalizeMagicLinkRequest } from './magic-link'
import { DEFAULT_PASSWORD_POLICY } from './password-policy'

/** Sensitive changes need a session signed in within this many seconds (decision 007). */
export const RECENT_LOGIN_SECONDS = 10 * 60

/** Non-secret, JavaScript-readable hint that a session cookie exists (see header-account.tsx). */
export const SIGNED_IN_MARKER_COOKIE = 'exhale.signed_in'

const DISPLAY_NAME_MAX = 100

/** Paths that set a new password: only these check it against the common-password list. */
const PASSWORD_SETTING_PATHS = new Set([
  '/sign-up/email',
  '/reset-password',
  '/change-password',
  '/admin/create-user',
  '/admin/set-user-password',
])

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

export type TClientSettings = {
  providers: Array<{ id: string; name: string }>
  authSyncUrl: string | null
}

/** Public forms that send mail or create accounts: a solved ALTCHA bot check is required first. */
export const BOT_CHECKED_PATHS = new Set(['/sign-up/email', '/request-password-reset', '/sign-in/magic-link'])

export type TExhalePluginOptions = {
  /** Tests of other rules only: skip the bot check (ALTCHA_DISABLED is the switch elsewhere). */
  botCheck?: boolean
  clientSettings: TClientSettings
  secureCookies: boolean
  sessionMaxAge: number
}

function fail(status: 'BAD_REQUEST' | 'FORBIDDEN' | 'UNAUTHORIZED', code: string, message: string): never {
  throw APIError.from(status, { code, message })
}

function readBody(ctx: { body?: unknown }): Record<string, unknown> {
  return ctx.body && typeof ctx.body === 'object' ? (ctx.body as Record<string, unknown>) : {}
}

/** The page that ends a sign-in popup. JSON in a data block, '<' escaped, so nothing is markup. */
// The popup's one script: a constant (the result travels in a JSON data block), so its hash is
// known and the page's own policy allows exactly it (no 'unsafe-inline', decision 036).
const POPUP_SCRIPT = `(function(){var d=JSON.parse(document.getElementById('exhale-popup-result').textContent);
try{if(window.opener){window.opener.postMessage(d,location.origin)}}catch(e){}
try{var c=new BroadcastChannel('${POPUP_CHANNEL}');c.postMessage(d);c.close()}catch(e){}
setTimeout(function(){window.close()},100)})()`

export const POPUP_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `script-src 'sha256-${createHash('sha256').update(POPUP_SCRIPT).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

export function renderPopupCompletePage(message: { type: string; nonce: string; error?: string }): string {
  const data = JSON.stringify(message).replace(/</g, '\\u003c')
  return `<!doctype html><html><head><meta charset="utf-8"><title>Exhale</title></head><body>
<p>You can close this window.</p>
<script type="application/json" id="exhale-popup-result">${data}</script>
<script>${POPUP_SCRIPT}</script></body></html>`
}

/**
 * Our additions to Better Auth: the password policy endpoint and the common-password rule, the
 * seed's recent-login rule and re-authentication, field checks with catalogue codes, banned
 * sessions ending at once, and the signed-in marker cookie that keeps visitors' pages from
 * asking for a session.
 */
export function exhalePlugin(options: TExhalePluginOptions) {
  return {
    id: 'exhale',
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
      getPasswordPolicy: createAuthEndpoint('/password-policy', { method: 'GET' }, async (ctx) => {
        ctx.setHeader('Cache-Control', 'public, max-age=300')
        return ctx.json(DEFAULT_PASSWORD_POLICY)
      }),
      getClientSettings: createAuthEndpoint('/client-settings', { method: 'GET' }, async (ctx) => {
        ctx.setHeader('Cache-Control', 'public, max-age=300')
        return ctx.json(options.clientSettings)
      }),
      /**
       * Where a sign-in popup ends (its callbackURL and errorCallbackURL): hands the result to
       * the opener by postMessage and on a BroadcastChannel, then closes the window. The
       * session cookie is already set by the OAuth callback that redirected here.
       */
      completePopup: createAuthEndpoint(
        '/popup-complete',
        {
          method: 'GET',
          query: z.object({
            nonce: z.string().regex(/^[A-Za-z0-9-]{8,100}$/),
            error: z.string().max(200).optional(),
          }),
        },
        async (ctx) => {
          const message = { type: POPUP_MESSAGE_TYPE, nonce: ctx.query.nonce, error: ctx.query.error }
          return new Response(renderPopupCompletePage(message), {
            headers: {
              'Content-Type': 'text/html; charset=utf-8',
              'Cache-Control': 'no-store',
              'Content-Security-Policy': POPUP_CONTENT_SECURITY_POLICY,
              // The opener must stay reachable from this page.
              'Cross-Origin-Opener-Policy': 'unsafe-none',
            },
          })
        },
      ),
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
    $ERROR_CODES: {},
  } satisfies BetterAuthPlugin
}
