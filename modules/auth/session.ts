import 'server-only'
import { headers } from 'next/headers'
import { cache } from 'react'
import type { TLocale } from '@/i18n/locales'
import { getPathname, redirect } from '@/i18n/navigation'
import { NO_ADMIN_RIGHTS } from '@/lib/routing/guards'
import { needsSecondFactorSetup } from './second-factor/admin-rule'
import { SETUP_QUERY_VALUE } from './second-factor/constants'
import { readSession, type TCurrentSession } from './sessions/read-session'

/** The signed-in user of the current request, or null (once per request). */
export const getSession = cache(async (): Promise<TCurrentSession | null> => readSession(await headers()))

type THref = Parameters<typeof getPathname>[0]['href']

/**
 * The session, or a redirect to `{locale}/login?redirect=<the page>` (the seed's guard). Pages
 * and actions call it again after the proxy: the proxy alone is not a guard.
 */
export async function requireUser(locale: TLocale, href: THref): Promise<TCurrentSession> {
  const session = await getSession()
  if (!session) {
    redirect({ href: { pathname: '/login', query: { redirect: getPathname({ locale, href }) } }, locale })
  }
  return session as TCurrentSession
}

/**
 * An admin's session; visitors go to login, other users to /error?message=no admin rights, and
 * admins who still need a second factor (ADMIN_REQUIRE_SECOND_FACTOR) to its set-up on /account.
 */
export async function requireAdmin(locale: TLocale, href: THref): Promise<TCurrentSession> {
  const session = await requireUser(locale, href)
  if (!session.claims.admin) {
    redirect({ href: { pathname: '/error', query: { message: NO_ADMIN_RIGHTS } }, locale })
  }
  if (needsSecondFactorSetup(session)) {
    redirect({ href: { pathname: '/account', query: { setup: SETUP_QUERY_VALUE } }, locale })
  }
  return session
}
