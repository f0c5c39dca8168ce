import 'server-only'
import { getConfig } from '@/lib/config'
import type { TCurrentSession } from '../sessions/read-session'
import { hasStrongSignIn } from './sign-in-method'

/**
 * True when this admin must set up a second factor before any admin page or action answers:
 * ADMIN_REQUIRE_SECOND_FACTOR is on and the session has neither a second factor nor a passkey
 * sign-in behind it (decision 022).
 */
export function needsSecondFactorSetup(session: TCurrentSession): boolean {
  if (!session.claims.admin || !getConfig().adminRequiresSecondFactor) return false
  return !hasStrongSignIn({
    twoFactorEnabled: session.secondFactor?.enabled ?? false,
    signInMethod: session.secondFactor?.signInMethod ?? null,
  })
}
