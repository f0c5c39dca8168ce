import { servedPath, type TRouteHref } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import type { getPathname } from '@/i18n/navigation'

type THref = Parameters<typeof getPathname>[0]['href']

/** The login and register links that bring a visitor back to `href` afterwards. */
export function buildSignInLinks(locale: TLocale, href: THref) {
  const back = servedPath(locale, href as TRouteHref)
  return {
    login: { pathname: '/login', query: { redirect: back } },
    register: { pathname: '/register', query: { redirect: back } },
  } as const
}
