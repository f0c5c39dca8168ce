import 'server-only'
import { APIError } from 'better-auth/api'
import { consumeRateLimit, type TRateLimitRule } from '@/db/rate-limit'
import { readClientIp } from '@/lib/request-meta'

/**
 * The one limit of the code step per client address, whichever way a code comes in: the HTTP
 * endpoints /two-factor/verify-* and the no-JavaScript form action, which calls the same
 * endpoints on the server (and so never meets Better Auth's HTTP-only limiter; its rule for
 * these paths is off, modules/auth/auth-options.ts). Ten a minute, like a password sign-in.
 * The plugin's own limits stay: five wrong codes a challenge, ten in a row lock the account.
 */
export const CODE_STEP_RULE: TRateLimitRule = { name: 'second-factor-code', limit: 10, windowSeconds: 60 }

/** The paths the rule covers (Better Auth's rate limiter leaves them to it). */
export const CODE_STEP_PATHS = [
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
]

/** Counts one code for the request's client address; throws Better Auth's 429 when over. */
export async function consumeCodeStepLimit(headers: Headers | undefined): Promise<void> {
  const address = (headers && readClientIp(headers)) ?? 'unknown'
  if (await consumeRateLimit(CODE_STEP_RULE, address)) return
  throw APIError.from('TOO_MANY_REQUESTS', {
    code: 'TOO_MANY_REQUESTS',
    message: 'Too many requests. Please try again later.',
  })
}
