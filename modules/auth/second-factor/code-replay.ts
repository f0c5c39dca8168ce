import 'server-only'
import type { GenericEndpointContext } from '@better-auth/core'
import { createOTP } from '@better-auth/utils/otp'
import { symmetricDecrypt } from 'better-auth/crypto'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import { db } from '@/db/client'
import { twoFactors } from '@/db/schema/auth'
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from './constants'

// RFC 6238 §5.2: "the verifier MUST NOT accept the second attempt of the OTP after the successful
// validation has been issued for the first OTP". We keep the time step of the last code accepted
// per person (two_factors.last_code_step) and take only a later one, wherever the code comes in
// (the HTTP endpoints and the form action share the plugin's endpoints and so these hooks).

/** The plugin accepts the previous, the current and the next step (clock drift of a phone). */
const WINDOW_STEPS = 1

/** The time step a code belongs to, or null when it is no current code of the user's secret. */
export async function findCodeStep(
  ctx: GenericEndpointContext,
  userId: string,
  code: string,
  now: number = Date.now(),
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null
  const row = await ctx.context.adapter.findOne<{ secret: string }>({
    model: 'twoFactor',
    where: [{ field: 'userId', value: userId }],
  })
  if (!row) return null
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret })
  const otp = createOTP(secret, { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS })
  const current = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS)
  let matched: number | null = null
  for (let step = current - WINDOW_STEPS; step <= current + WINDOW_STEPS; step += 1) {
    if ((await otp.hotp(step)) === code) matched = step
  }
  return matched
}

/**
 * Records `step` as the user's last accepted one, atomically and only when it is later than the
 * last: two requests with the same code race for one row, and one of them wins. False for a
 * code of the same or an earlier step: a replay.
 */
export async function claimCodeStep(userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(twoFactors)
    .set({ lastCodeStep: step })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(isNull(twoFactors.lastCodeStep), lt(twoFactors.lastCodeStep, step)),
      ),
    )
    .returning({ id: twoFactors.id })
  return claimed.length > 0
}

/** A current code of the user's secret whose step was not used before; its step is now used. */
export async function acceptFreshCode(ctx: GenericEndpointContext, userId: string, code: string) {
  const step = await findCodeStep(ctx, userId, code)
  return step !== null && (await claimCodeStep(userId, step))
}
