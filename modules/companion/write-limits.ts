import 'server-only'
import { eq } from 'drizzle-orm'
import { db } from '@/db/client'
import { consumeRateLimit, type TRateLimitRule } from '@/db/rate-limit'
import { quitPlan } from '@/db/schema/companion'
import type { TActionFailure } from '@/lib/action-result'
import type { TCurrentSession } from '@/modules/auth/public'

// Companion writes per person (db/rate-limit.ts): far more than a person logs, checks in or
// edits in ten minutes, few enough that a script cannot fill their history (and every export)
// with thousands of rows.

const TEN_MINUTES = 10 * 60
const DAY = 24 * 60 * 60

export const CRAVING_LOG_RULE: TRateLimitRule = {
  name: 'companion-craving-log',
  limit: 20,
  windowSeconds: TEN_MINUTES,
}
export const CHECK_IN_RULE: TRateLimitRule = {
  name: 'companion-check-in',
  limit: 20,
  windowSeconds: TEN_MINUTES,
}
export const PLAN_RULE: TRateLimitRule = { name: 'companion-plan', limit: 30, windowSeconds: TEN_MINUTES }
/**
 * A new quit date re-arms milestones (a fresh start after a slip): a person moves it once after a
 * slip, or a few times to fix a typo, not every few minutes.
 */
export const QUIT_DATE_RULE: TRateLimitRule = { name: 'companion-quit-date', limit: 10, windowSeconds: DAY }

const TOO_MANY = { ok: false, status: 429, code: 'companion/too-many-requests' } as const

/** A formAction `limit` step: one write of `rule` for the signed-in person. */
export function perPerson(rule: TRateLimitRule) {
  return async (_input: unknown, session: TCurrentSession): Promise<TActionFailure | null> =>
    (await consumeRateLimit(rule, session.user.id)) ? null : TOO_MANY
}

/** A quit date that differs from the stored plan's counts against QUIT_DATE_RULE. */
async function limitQuitDateChange(userId: string, quitDate: string): Promise<TActionFailure | null> {
  const [plan] = await db
    .select({ quitDate: quitPlan.quitDate })
    .from(quitPlan)
    .where(eq(quitPlan.userId, userId))
  if (!plan || plan.quitDate === quitDate) return null
  return (await consumeRateLimit(QUIT_DATE_RULE, userId)) ? null : TOO_MANY
}

/** "A fresh start": the quit-date rule. */
export async function limitNewQuitDate(input: { quitDate: string }, session: TCurrentSession) {
  return limitQuitDateChange(session.user.id, input.quitDate)
}

/** Saving the plan: the plan's rule, and the quit-date rule when the save moves the date. */
export async function limitPlanSave(input: { quitDate: string }, session: TCurrentSession) {
  if (!(await consumeRateLimit(PLAN_RULE, session.user.id))) return TOO_MANY
  return limitQuitDateChange(session.user.id, input.quitDate)
}
