// The prerendered content pages are served without proxy.ts (decision 073): next.config.ts maps
// their addresses to the internal `/[locale]/…` routes with rewrites and sets the locale cookie
// with header rules, exactly as the proxy (next-intl's routing and rememberLocale) would. The
// proxy still runs for them whenever it decides something: a form post or action call, the HTTP
// server's 404 re-request, the unprefixed root's detection with a language cookie or a
// non-English Accept-Language, an unprefixed page whose cookie next-intl would set from
// Accept-Language. The signed-in pages of the programme and the account are served the same way
// when the request carries a session cookie (decision 075): the page checks the session itself.
// Its matcher (proxy.ts) must be a literal; `proxyMatcher()` builds the same list and a test
// keeps the two equal. No Next or next-intl imports: next.config.ts loads this.
import {
  defaultLocale,
  localeCookieMaxAge,
  localeCookieName,
  locales,
  localizedSlugs,
  type TLocale,
} from '../../i18n/locales'
import { NOT_FOUND_RENDER_HEADER } from './not-found-render'

/**
 * Internal routes (app/[locale]/…) that are prerendered for every locale and read nothing of the
 * request. Guarded, personal and form pages stay behind the proxy.
 */
export const PRERENDERED_ROUTES = [
  '/',
  '/help',
  '/quit-smoking',
  '/posts/[id]',
  '/go/[id]',
  '/survey/test',
  '/survey/motivation',
  '/craving',
  '/medicines',
  '/medicines/[type]',
  '/terms',
  '/privacy',
  '/imprint',
  '/install',
  '/offline',
  '/start-data-deletion',
  '/start-data-deletion/done',
  '/subscribe-verify/success',
] as const

/**
 * Guarded internal routes that skip the proxy when the request carries a session cookie: the
 * proxy's guard would only read the session the page reads again (requireUser sends a visitor
 * with a stale cookie to login just as the guard does). Without a session cookie the proxy runs
 * and sends the visitor to login. Admin pages stay behind the proxy (its role check).
 */
export const SESSION_ROUTES = ['/account', '/progress', '/progress/insights', '/progress/report'] as const

/**
 * The session cookie's names (Better Auth with the `exhale` prefix; `__Secure-` over HTTPS).
 * modules/auth/sessions/session-cookie.test.ts checks them against Better Auth's own.
 */
export const SESSION_COOKIE_NAMES = ['exhale.session_token', '__Secure-exhale.session_token'] as const

type TCondition = { type: 'header' | 'cookie'; key: string; value?: string }
export type TRewrite = { source: string; destination: string; has?: TCondition[]; missing?: TCondition[] }
export type THeaderRule = {
  source: string
  headers: { key: string; value: string }[]
  has?: TCondition[]
  missing?: TCondition[]
}
export type TMatcherEntry = string | { source: string; has?: TCondition[]; missing?: TCondition[] }

const nonDefaultLocales = locales.filter((locale) => locale !== defaultLocale)

/**
 * An Accept-Language naming only English (en, en-US, en-001; q above 0): next-intl and the root's
 * detection both resolve it to English whatever the order. Anything else goes through the proxy.
 */
export const ENGLISH_ONLY_ACCEPT_LANGUAGE =
  '\\s*en(?:-[A-Za-z]{2}|-[0-9]{3})?(?:\\s*;\\s*q\\s*=\\s*(?:1(?:\\.0{0,3})?|0?\\.[0-9]{0,2}[1-9]))?(?:\\s*,\\s*en(?:-[A-Za-z]{2}|-[0-9]{3})?(?:\\s*;\\s*q\\s*=\\s*(?:1(?:\\.0{0,3})?|0?\\.[0-9]{0,2}[1-9]))?)*\\s*'
/** Next matches has/missing values as `^value$`: this one is every other (non-empty) value. */
const NOT_ENGLISH_ONLY = `(?!(?:${ENGLISH_ONLY_ACCEPT_LANGUAGE})$).*`
/** A Sec-Fetch-Dest of a background request (the client router's fetches): no cookie then. */
const BACKGROUND_DEST = '(?!document$).*'
const VALID_LOCALE = `(?:${locales.join('|')})`

/** Requests the proxy answers itself on any path (proxy.ts: action checks, the 404 re-request). */
const PROXY_HEADERS = ['next-action', 'content-type', NOT_FOUND_RENDER_HEADER]

/** The address of an internal route in a locale ('/help' in 'ru' → '/ru/помощь'), not encoded. */
function externalPath(locale: TLocale, route: string): string {
  const [, first = '', tail = ''] = /^(\/[^/]*)(.*)$/.exec(route) ?? []
  const slugs = localizedSlugs[first as keyof typeof localizedSlugs]
  const rest = slugs ? slugs[locale] + tail : route
  if (locale === defaultLocale) return rest
  return rest === '/' ? `/${locale}` : `/${locale}${rest}`
}

function internalPath(locale: TLocale, route: string): string {
  return route === '/' ? `/${locale}` : `/${locale}${route}`
}

/** A route as a next.config source: '/posts/[id]' → '/posts/:id'. */
function toSource(path: string): string {
  return path.replace(/\[([^\]]+)\]/g, ':$1')
}

/** The forms a request may carry a path in: as written and percent-encoded (Cyrillic slugs). */
function spellings(path: string): string[] {
  const encoded = encodeURI(path).replace(/%5B([^%]+)%5D/g, '[$1]')
  return encoded === path ? [path] : [path, encoded]
}

/** The addresses of a locale, the root of the unprefixed site excluded. */
function pagesOf(
  locale: TLocale,
  routes: readonly string[] = PRERENDERED_ROUTES,
): { external: string; internal: string }[] {
  return routes
    .filter((route) => locale !== defaultLocale || route !== '/')
    .map((route) => ({
      external: externalPath(locale, route),
      internal: internalPath(locale, route),
    }))
}

function setLocaleCookie(locale: TLocale, crossSite: boolean): { key: string; value: string } {
  // What the proxy sends (lib/routing/locale-cookie.ts, next-intl's cookie on English pages).
  return {
    key: 'Set-Cookie',
    value: `${localeCookieName}=${locale}; Path=/; Max-Age=${localeCookieMaxAge}; SameSite=${crossSite ? 'None; Secure' : 'Lax'}`,
  }
}

/** The conditions under which none of the proxy's own answers applies to a page request. */
const noProxyHeaders: TCondition[] = PROXY_HEADERS.map((key) => ({ type: 'header', key }))
const documentOnly: TCondition = { type: 'header', key: 'sec-fetch-dest', value: BACKGROUND_DEST }

/**
 * The ways a request skips the proxy on a page: none on a prerendered page; a session cookie on a
 * session route, one name per variant (the secure one only when the plain one is missing, so a
 * request with both gets one cookie header, not two).
 */
function skipConditions(session: boolean): { has: TCondition[]; missing: TCondition[] }[] {
  if (!session) return [{ has: [], missing: [] }]
  const [plain, secure] = SESSION_COOKIE_NAMES
  return [
    { has: [{ type: 'cookie', key: plain }], missing: [] },
    { has: [{ type: 'cookie', key: secure }], missing: [{ type: 'cookie', key: plain }] },
  ]
}

/** Drops empty has/missing lists (Next's schema takes them, but the rules read better without). */
function withConditions<T extends { has?: TCondition[]; missing?: TCondition[] }>(rule: T): T {
  const { has, missing, ...rest } = rule
  return {
    ...rest,
    ...(has && has.length > 0 ? { has } : {}),
    ...(missing && missing.length > 0 ? { missing } : {}),
  } as T
}

/** next.config rewrites (beforeFiles): the prerendered addresses to their internal routes. */
export function staticRewrites(): TRewrite[] {
  const rewrites: TRewrite[] = [
    // The unprefixed root is English when the cookie says so, or without a valid cookie when
    // Accept-Language is missing or English only; the proxy detects every other case.
    { source: '/', destination: '/en', has: [{ type: 'cookie', key: localeCookieName, value: 'en' }] },
    {
      source: '/',
      destination: '/en',
      missing: [
        { type: 'cookie', key: localeCookieName, value: VALID_LOCALE },
        { type: 'header', key: 'accept-language', value: NOT_ENGLISH_ONLY },
      ],
    },
  ]
  // A session route is rewritten whatever the request carries: when the proxy runs for it, the
  // proxy's own rewrite or redirect comes first.
  for (const locale of locales) {
    for (const page of [...pagesOf(locale), ...pagesOf(locale, SESSION_ROUTES)]) {
      if (page.external === page.internal) continue
      for (const source of spellings(page.external))
        rewrites.push({ source: toSource(source), destination: toSource(page.internal) })
    }
  }
  return rewrites
}

/** The locale cookie rules of one page address, for the requests that skip the proxy there. */
function pageCookieRules(
  source: string,
  locale: TLocale,
  crossSite: boolean,
  skip: { has: TCondition[]; missing: TCondition[] },
): THeaderRule[] {
  if (locale === defaultLocale) {
    // next-intl's own cookie sync on an unprefixed page: a cookie of another value becomes en,
    // and so does no cookie when Accept-Language is missing (next-intl's match of nothing fails,
    // which it counts as "not en"). With an English-only Accept-Language it sends none; with any
    // other the proxy decides (proxyMatcher).
    return [
      withConditions({
        source,
        headers: [setLocaleCookie(locale, false)],
        has: [{ type: 'cookie', key: localeCookieName, value: '(?!en$).*' }, ...skip.has],
        missing: [documentOnly, ...noProxyHeaders, ...skip.missing],
      }),
      withConditions({
        source,
        headers: [setLocaleCookie(locale, false)],
        has: skip.has,
        missing: [
          { type: 'cookie', key: localeCookieName },
          { type: 'header', key: 'accept-language' },
          documentOnly,
          ...noProxyHeaders,
          ...skip.missing,
        ],
      }),
    ]
  }
  // rememberLocale on a prefixed page: the page's locale unless the cookie has it already.
  return [
    withConditions({
      source,
      headers: [setLocaleCookie(locale, crossSite)],
      has: skip.has,
      missing: [
        { type: 'cookie', key: localeCookieName, value: locale },
        documentOnly,
        ...noProxyHeaders,
        ...skip.missing,
      ],
    }),
  ]
}

/**
 * next.config headers: the locale cookie the proxy would set on a prerendered page, and on a
 * session route requested with a session cookie.
 */
export function localeCookieHeaders(crossSite: boolean): THeaderRule[] {
  const rules: THeaderRule[] = [
    // The English root (see staticRewrites) keeps the choice unless the cookie already says en.
    {
      source: '/',
      headers: [setLocaleCookie(defaultLocale, crossSite)],
      missing: [
        { type: 'cookie', key: localeCookieName, value: VALID_LOCALE },
        { type: 'header', key: 'accept-language', value: NOT_ENGLISH_ONLY },
        documentOnly,
        ...noProxyHeaders,
      ],
    },
  ]
  for (const session of [false, true]) {
    for (const skip of skipConditions(session)) {
      for (const locale of locales) {
        for (const page of pagesOf(locale, session ? SESSION_ROUTES : PRERENDERED_ROUTES)) {
          for (const source of spellings(page.external))
            rules.push(...pageCookieRules(toSource(source), locale, crossSite, skip))
        }
      }
    }
  }
  return rules
}

/** A path (no leading slash) as a regex, '[id]' as one segment. */
function toPattern(path: string): string {
  return path.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\[[^\]]+\]/g, '[^/]+')
}

/** The prerendered addresses as one regex alternation, without the leading slash. */
function prerenderedAlternation(which: 'all' | 'unprefixed'): string {
  const localized = new Set<string>(Object.keys(localizedSlugs))
  const common = PRERENDERED_ROUTES.filter((route) => route !== '/' && !localized.has(route)).map((route) =>
    toPattern(route.slice(1)),
  )
  const slugsOf = (locale: TLocale) =>
    Object.values(localizedSlugs).flatMap((slugs) => spellings(slugs[locale].slice(1)).map(toPattern))
  const unprefixed = [...slugsOf(defaultLocale), ...common].join('|')
  if (which === 'unprefixed') return unprefixed
  const prefixes = nonDefaultLocales.join('|')
  const prefixedSlugs = nonDefaultLocales.map((locale) => `${locale}/(?:${slugsOf(locale).join('|')})`)
  // The root of the unprefixed site is the empty alternative.
  return [unprefixed, `(?:${prefixes})(?:/(?:${common.join('|')}))?`, ...prefixedSlugs, ''].join('|')
}

/** The session routes' addresses as one regex alternation, without the leading slash. */
function sessionAlternation(which: 'all' | 'unprefixed'): string {
  const unprefixed = SESSION_ROUTES.map((route) => toPattern(route.slice(1))).join('|')
  if (which === 'unprefixed') return unprefixed
  return `${unprefixed}|(?:${nonDefaultLocales.join('|')})/(?:${unprefixed})`
}

/**
 * proxy.ts's matcher: every page path but the prerendered ones and, with a session cookie, the
 * session routes; and those whenever the proxy decides something.
 */
export function proxyMatcher(): TMatcherEntry[] {
  const prerenderedOnly = prerenderedAlternation('all')
  const all = `${sessionAlternation('all')}|${prerenderedOnly}`
  const unprefixed = `${sessionAlternation('unprefixed')}|${prerenderedAlternation('unprefixed')}`
  const served = `/(${all})`
  return [
    // Everything but Next's assets, API routes, health checks, build info, the bench's bare
    // baseline page, files with extensions, the prerendered pages and the session routes.
    `/((?!api|_next|_vercel|builds|healthz|readyz|bench-baseline|.*\\..*|(?:${all})$).*)`,
    // A session route without a session cookie: the guard sends the visitor to login.
    {
      source: `/(${sessionAlternation('all')})`,
      missing: SESSION_COOKIE_NAMES.map((key) => ({ type: 'cookie' as const, key })),
    },
    // The seed's redirects also apply to such paths (/privacy-policy.html, /friend-invite/x.png).
    '/(.*privacy-.*)',
    '/(.*friend-invite.*)',
    '/(.*developer-login.*)',
    ...PROXY_HEADERS.map((key) => ({ source: served, has: [{ type: 'header' as const, key }] })),
    // The root redirects to the cookie's language, or detects one from Accept-Language.
    {
      source: '/',
      has: [{ type: 'cookie', key: localeCookieName, value: `(?:${nonDefaultLocales.join('|')})` }],
    },
    {
      source: '/',
      has: [{ type: 'header', key: 'accept-language', value: NOT_ENGLISH_ONLY }],
      missing: [{ type: 'cookie', key: localeCookieName, value: VALID_LOCALE }],
    },
    // An unprefixed page without a cookie: next-intl sets en when Accept-Language prefers another.
    {
      source: `/(${unprefixed})`,
      has: [{ type: 'header', key: 'accept-language', value: NOT_ENGLISH_ONLY }],
      missing: [{ type: 'cookie', key: localeCookieName }],
    },
  ]
}
