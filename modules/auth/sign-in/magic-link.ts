import 'server-only'
import { randomBytes } from 'node:crypto'
import type { GenericEndpointContext } from '@better-auth/core'
import { magicLink } from 'better-auth/plugins'
import { splitLocale, withLocale } from '@/i18n/locale-path'
import { isLocale, type TLocale } from '@/i18n/locales'
import { resolvePostSignInPath, toSafeRedirectPath } from '@/lib/routing/safe-redirect'
import { sendMagicLinkMail } from '../mails'

/** An email sign-in link works once, for this long (decision 012). */
export const MAGIC_LINK_SECONDS = 15 * 60

// The token carries its own expiry after a dot (base 36 seconds), so an expired link can be told
// from an unknown one: Better Auth deletes an expired row on use and answers both as invalid.
// The whole token is the lookup key (stored hashed), so an edited expiry finds nothing.
export function createMagicLinkToken(now = Date.now()): string {
  const expires = Math.floor(now / 1000) + MAGIC_LINK_SECONDS
  return `${randomBytes(24).toString('base64url')}.${expires.toString(36)}`
}

/** True when the token names an expiry that has passed (false for unreadable tokens). */
export function isMagicLinkTokenExpired(token: string, now = Date.now()): boolean {
  const match = /\.([0-9a-z]{1,12})$/.exec(token)
  if (!match?.[1]) return false
  return Number.parseInt(match[1], 36) * 1000 < now
}

/** The login page of a locale, keeping the wanted target so a failed link can be retried. */
export function loginPageFor(locale: TLocale, target: string): string {
  return `${withLocale(locale, '/login')}?redirect=${encodeURIComponent(target)}`
}

/**
 * The request of an email link, made safe before Better Auth reads it: the target is a
 * same-site path (the rule of password sign-in, else the locale's home page), a failed link
 * returns to /login in that locale, and the mail language rides along in `metadata`.
 */
export function normalizeMagicLinkRequest(body: Record<string, unknown>): Record<string, unknown> {
  const metadata =
    body.metadata && typeof body.metadata === 'object' ? (body.metadata as Record<string, unknown>) : {}
  const callback = toSafeRedirectPath(body.callbackURL)
  const locale: TLocale = isLocale(metadata.locale)
    ? metadata.locale
    : callback
      ? splitLocale(callback).locale
      : 'en'
  const target = callback ?? resolvePostSignInPath(null, locale)
  return {
    email: typeof body.email === 'string' ? body.email.trim().toLowerCase() : body.email,
    callbackURL: target,
    errorCallbackURL: loginPageFor(locale, target),
    metadata: { locale },
  }
}

type TMagicLinkMailRequest = { email: string; url: string; metadata?: Record<string, unknown> }

/**
 * Sends the link only to an existing account, after the answer: an unknown address gets the
 * same answer as a known one, just as fast, and no account is created from /login.
 */
export function sendMagicLinkIfAccount(data: TMagicLinkMailRequest, ctx?: GenericEndpointContext) {
  if (!ctx) return
  const task = async () => {
    const found = await ctx.context.internalAdapter.findUserByEmail(data.email)
    if (!found?.user) return
    const locale = isLocale(data.metadata?.locale) ? data.metadata.locale : undefined
    await sendMagicLinkMail({ user: found.user, url: data.url, locale, minutes: MAGIC_LINK_SECONDS / 60 })
  }
  ctx.context.runInBackground(task())
}

export function magicLinkPlugin() {
  return magicLink({
    expiresIn: MAGIC_LINK_SECONDS,
    disableSignUp: true,
    storeToken: 'hashed',
    generateToken: () => createMagicLinkToken(),
    sendMagicLink: sendMagicLinkIfAccount,
  })
}
