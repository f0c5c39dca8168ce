import { homePath } from './default-locale'
import { defaultLocale, isLocale, localizedSlugs, type TLocale } from './locales'

/** Splits '/de/hilfe' into { locale: 'de', rest: '/hilfe' }; unprefixed paths are English. */
export function splitLocale(pathname: string): { locale: TLocale; rest: string; prefixed: boolean } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]
  if (first && isLocale(first)) return { locale: first, rest: match?.[2] ?? '/', prefixed: true }
  return { locale: defaultLocale, rest: pathname, prefixed: false }
}

/** '/hilfe' in 'de' → '/de/hilfe'; English has no prefix. */
export function withLocale(locale: TLocale, rest: string): string {
  if (rest === '/') return homePath(locale)
  return locale === defaultLocale ? rest : `/${locale}${rest}`
}

/**
 * The path of an English route in a locale, as the site serves it: the localized slug
 * (/help → /de/hilfe) and the prefix (none for English). Not percent-encoded.
 */
export function localizedPath(locale: TLocale, englishPath: string): string {
  const [, first = '', tail = ''] = /^(\/[^/]*)(.*)$/.exec(englishPath) ?? []
  const slugs = localizedSlugs[first as keyof typeof localizedSlugs]
  return withLocale(locale, slugs ? slugs[locale] + tail : englishPath)
}

/**
 * The English route of a path the site serves in a locale, without its prefix: '/hilfe' in 'de'
 * → '/help' (the inverse of localizedPath). An English route is kept: Next's pathname of a
 * rewritten page is the internal one ('/de/help') while it renders on the server.
 */
export function englishPath(locale: TLocale, rest: string): string {
  const [, first = '', tail = ''] = /^(\/[^/]*)(.*)$/.exec(rest) ?? []
  for (const [english, slugs] of Object.entries(localizedSlugs))
    if (slugs[locale] === first) return english + tail
  return rest
}

/**
 * The address the site serves for a pathname Next reports, the same on the server (where a
 * rewritten page has its internal path: '/en/help', '/de/help') and in the browser ('/help',
 * '/de/hilfe'): links built from it keep one value through hydration. Not percent-encoded.
 */
export function publicPathname(pathname: string): string {
  const { locale, rest } = splitLocale(decodePath(pathname))
  return localizedPath(locale, englishPath(locale, rest))
}

/** Decodes percent-encoding once so '/ru/%D0%BF…' compares equal to '/ru/п…'. */
export function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}

/** A route of the routing table, its `[params]` filled in: `'/help'`, `{ pathname: '/posts/[id]', params: { id } }`. */
export type TRouteHref = string | { pathname: string; params?: Record<string, string | number> }

/**
 * The path a route is served at in a locale, percent-encoded as a URL carries it: what next-intl's
 * getPathname answers, without its navigation module — createNavigation's server Link names a
 * client component, which then ships with every page whose metadata asks for a path.
 */
export function servedPath(locale: TLocale, href: TRouteHref): string {
  const route =
    typeof href === 'string'
      ? href
      : Object.entries(href.params ?? {}).reduce(
          (path, [name, value]) => path.replaceAll(`[${name}]`, String(value)),
          href.pathname,
        )
  return new URL(localizedPath(locale, route), 'http://localhost').pathname
}

/** servedPath with a query string: what next-intl's redirect and Link make of `{ pathname, query }`. */
export function servedUrl(locale: TLocale, href: TRouteHref, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString()
  return search ? `${servedPath(locale, href)}?${search}` : servedPath(locale, href)
}
