import 'server-only'
import type { GenericEndpointContext } from '@better-auth/core'
import { createHMAC } from '@better-auth/utils/hmac'
import { generateRandomString } from 'better-auth/crypto'
import { SECOND_STEP_SECONDS, TRUST_BROWSER_SECONDS } from './constants'

// Better Auth's two-factor plugin (1.7.6) stops only password sign-ins (/sign-in/email) at the
// code step. Email links and provider callbacks end in a redirect it does not look at, so we
// open the same challenge for them: the same cookie names, the same verification rows and the
// same signed values, so its /two-factor/verify-* endpoints finish the sign-in as usual.
// second-factor.test.ts proves the round trip; a Better Auth upgrade that changes the format
// fails there first. (docs/decisions/022-second-factor.md)

/** The plugin's cookie names (better-auth/src/plugins/two-factor/constant.ts). */
const TWO_FACTOR_COOKIE = 'two_factor'
const TRUST_DEVICE_COOKIE = 'trust_device'

type TNewSession = { session: { token: string }; user: { id: string } }

function sign(ctx: GenericEndpointContext, value: string): Promise<string> {
  return createHMAC('SHA-256', 'base64urlnopad').sign(ctx.context.secret, value)
}

/** True when this browser carries a valid "trust this browser" mark for the user. */
async function isTrustedBrowser(ctx: GenericEndpointContext, userId: string): Promise<boolean> {
  const cookie = ctx.context.createAuthCookie(TRUST_DEVICE_COOKIE, { maxAge: TRUST_BROWSER_SECONDS })
  const value = await ctx.getSignedCookie(cookie.name, ctx.context.secret)
  if (!value) return false
  const [token, identifier] = value.split('!')
  if (!token || !identifier || token !== (await sign(ctx, `${userId}!${identifier}`))) return false
  const record = await ctx.context.internalAdapter.findVerificationValue(identifier)
  return Boolean(record && record.value === userId && record.expiresAt > new Date())
}

/** The user of this browser's pending sign-in (the plugin's signed challenge cookie), if any. */
export async function readPendingSignInUserId(ctx: GenericEndpointContext): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: SECOND_STEP_SECONDS })
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret)
  if (!identifier) return null
  const record = await ctx.context.internalAdapter.findVerificationValue(identifier)
  return record && record.expiresAt > new Date() ? record.value : null
}

/**
 * Turns a just-made sign-in into a pending one: the session is deleted and a short-lived,
 * signed challenge cookie is set instead. Answers false (and changes nothing) when the browser
 * is trusted for this user.
 */
export async function startSecondStep(ctx: GenericEndpointContext, signedIn: TNewSession): Promise<boolean> {
  if (await isTrustedBrowser(ctx, signedIn.user.id)) return false
  await ctx.context.internalAdapter.deleteSession(signedIn.session.token)
  ctx.context.setNewSession(null)
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: SECOND_STEP_SECONDS })
  const identifier = `2fa-${generateRandomString(20)}`
  const expiresAt = new Date(Date.now() + SECOND_STEP_SECONDS * 1000)
  await ctx.context.internalAdapter.createVerificationValue({
    value: signedIn.user.id,
    identifier,
    expiresAt,
  })
  // The plugin counts wrong codes per challenge in this row (five, then a new sign-in).
  await ctx.context.internalAdapter.createVerificationValue({
    value: '0',
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  })
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes)
  return true
}
