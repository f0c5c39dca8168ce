import 'server-only'
import type { TLocale } from '@/i18n/locales'
import type { getPathname } from '@/i18n/navigation'
import type { TActionGuard } from '@/lib/action'
import { failure } from '@/lib/action-result'
import { failureResponse } from '@/lib/route'
import {
  getSession,
  needsSecondFactorSetup,
  readSession,
  requireAdmin,
  type TCurrentSession,
} from '@/modules/auth/public'

type THref = Parameters<typeof getPathname>[0]['href']

/**
 * Every admin page starts with this: visitors go to login with the wanted path, signed-in users
 * without the admin role to /error?message=no admin rights (the proxy does the same, but a page
 * never relies on it).
 */
export async function requireAdminPage(locale: TLocale, href: THref): Promise<TCurrentSession> {
  return requireAdmin(locale, href)
}

/** Anybody but an admin, in an admin action. */
export const FORBIDDEN = failure(403, 'common/no-admin-rights')

/** ADMIN_REQUIRE_SECOND_FACTOR: this admin has neither a second factor nor a passkey sign-in. */
export const SECOND_FACTOR_REQUIRED = failure(403, 'admin/second-factor-required')

/**
 * The guard of every admin action (`formAction`, lib/action.ts): the admin's session; anybody
 * else gets 403 `common/no-admin-rights`, and an admin who must set up a second factor first 403
 * `admin/second-factor-required`, before the command reads or writes anything.
 */
export const adminOnly: TActionGuard<TCurrentSession> = async () => {
  const session = await getSession()
  if (!session?.claims.admin) return FORBIDDEN
  if (needsSecondFactorSetup(session)) return SECOND_FACTOR_REQUIRED
  return { ok: true, context: session }
}

/**
 * For admin route handlers (CSV exports, progress): the admin session of the request, or the
 * response to send instead: 401 without a session, 403 for a non-admin.
 */
export async function authorizeAdminRequest(
  request: Request,
): Promise<{ admin: TCurrentSession; response?: undefined } | { admin?: undefined; response: Response }> {
  const session = await readSession(request.headers)
  if (!session) return { response: await failureResponse(request, 'common/sign-in-required') }
  if (!session.claims.admin) return { response: await failureResponse(request, FORBIDDEN.code) }
  if (needsSecondFactorSetup(session))
    return { response: await failureResponse(request, SECOND_FACTOR_REQUIRED.code) }
  return { admin: session }
}
