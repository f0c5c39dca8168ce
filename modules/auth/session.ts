import 'server-only'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import { servedPath, servedUrl, type TRouteHref } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import type { getPathname } from '@/i18n/navigation'
import { NO_ADMIN_RIGHTS } from '@/lib/routing/guards'
import { needsSecondFactorSetup } from './second-factor/admin-rule'
import { SETUP_QUERY_VALUE } from './second-factor/constants'
import { readSession, type TCurrentSession } from './sessions/read-session'

// Redirects with our slug table and next/navigation, not next-intl's navigation module: its
// server part names next-intl's client Link, which would then ship with every guarded page.

/** A route of the routing table (checked by the type), as its `{ pathname, params }` or its path. */
type THref = Parameters<typeof getPathname>[0]['href']
/** A page's awaited `searchParams`. */
type TPageQuery = Record<string, string | string[] | undefined>

/** The signed-in user of the current request, or null (once per request). */
export const getSession = cache(async (): Promise<TCurrentSession | null> => readSession(await headers()))

/**
 * The session, or a redirect to `{locale}/login?redirect=<the page>` (the seed's guard). Pages
 * and actions call it again after the proxy: the proxy alone is not a guard.
 */
export async function requireUser(
  locale: TLocale,
  href: THref,
  /** The page's query, kept in the wanted address as the proxy's guard keeps it. */
  query: TPageQuery = {},
): Promise<TCurrentSession> {
  const session = await getSession()
  if (!session) {
    const search = new URLSearchParams(
      Object.entries(query).flatMap(([key, value]) =>
        (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((one) => [key, one]),
      ),
    ).toString()
    const wanted = servedPath(locale, href as TRouteHref) + (search ? `?${search}` : '')
    redirect(servedUrl(locale, '/login', { redirect: wanted }))
  }
  return session
}

/**
 * An admin's session; visitors go to login, other users to /error?message=no admin rights, and
 * admins who still need a second factor (ADMIN_REQUIRE_SECOND_FACTOR) to its set-up on /account.
 */
export async function requireAdmin(locale: TLocale, href: THref): Promise<TCurrentSession> {
  const session = await requireUser(locale, href)
  if (!session.claims.admin) redirect(servedUrl(locale, '/error', { message: NO_ADMIN_RIGHTS }))
  if (needsSecondFactorSetup(session)) redirect(servedUrl(locale, '/account', { setup: SETUP_QUERY_VALUE }))
  return session
}
