// Which requests the service worker answers and how. Pure, so the rules are unit tested without
// a browser; modules/pwa/sw/service-worker.ts wires them to Serwist strategies.
//
// Never cached: anything signed-in or admin (/account, /progress, /admin*, /data-deletion, sign-in forms,
// owners' editors, one-off token links), /api/*, version polling and health checks, and any
// response the server marked private/no-store (every page that read the session is dynamic,
// and Next sends those with `Cache-Control: private, no-cache, no-store`).

import { decodePath, splitLocale, withLocale } from '@/i18n/locale-path'
import { locales, type TLocale } from '@/i18n/locales'

export type TCacheRule =
  /** Not handled by the service worker at all: the browser goes to the network as usual. */
  | 'bypass'
  /** Hashed build assets under /_next/static/: cache first, they never change. */
  | 'static'
  /** Same-origin images, icons, fonts and manifests: stale-while-revalidate. */
  | 'asset'
  /** A public content page: stale-while-revalidate for offline reading. */
  | 'page'
  /** The unprefixed root redirects by language cookie: network first, cache only for offline. */
  | 'page-network-first'
  /** A page that may hold personal data: network only, the offline page when that fails. */
  | 'private-page'

export type TRequestFacts = {
  url: URL
  origin: string
  method: string
  mode: RequestMode
  destination: RequestDestination
  headers: Pick<Headers, 'get'>
}

/** Paths (without locale prefix) that are personal, per-visitor or one-off: never stored. */
export const PRIVATE_PAGE_PREFIXES = [
  '/account',
  '/progress',
  '/admin',
  '/data-deletion',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/certificate/',
  '/certificates/',
  '/challenge-invite/',
  '/challenges/',
  '/unsubscribe/',
  '/subscribe-verify/',
  '/start-data-deletion/confirm/',
  '/start-data-deletion/done',
  '/error',
] as const

/** Unprefixed paths the service worker never touches (no locale in front of these). */
const BYPASS_PREFIXES = ['/api/', '/builds/', '/healthz', '/readyz', '/sw.js', '/bench-baseline'] as const

const ASSET_EXTENSION = /\.(?:png|jpe?g|gif|webp|avif|svg|ico|woff2?|webmanifest)$/i

function startsWithSegment(path: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return path.startsWith(prefix)
  return path === prefix || path.startsWith(`${prefix}/`)
}

/** True for paths whose responses must never be stored (any locale, any encoding). */
export function isPrivatePath(pathname: string): boolean {
  const { rest } = splitLocale(decodePath(pathname).replace(/\/{2,}/g, '/'))
  return PRIVATE_PAGE_PREFIXES.some((prefix) => startsWithSegment(rest, prefix))
}

function isBypassPath(pathname: string): boolean {
  return BYPASS_PREFIXES.some((prefix) => startsWithSegment(pathname, prefix.replace(/\/$/, '')))
}

/** Next's client router fetches RSC payloads (RSC header or ?_rsc=); they vary by router state. */
function isRscRequest(facts: TRequestFacts): boolean {
  return facts.url.searchParams.has('_rsc') || facts.headers.get('rsc') === '1'
}

export function classifyRequest(facts: TRequestFacts): TCacheRule {
  const { url } = facts
  if (facts.method !== 'GET' || url.origin !== facts.origin) return 'bypass'
  if (isBypassPath(url.pathname) || isRscRequest(facts)) return 'bypass'
  if (url.pathname.startsWith('/_next/static/')) return 'static'
  if (url.pathname.startsWith('/_next/image')) return 'asset'
  if (url.pathname.startsWith('/_next/')) return 'bypass'
  const isNavigation = facts.mode === 'navigate' || facts.destination === 'document'
  if (!isNavigation) return ASSET_EXTENSION.test(url.pathname) ? 'asset' : 'bypass'
  if (isPrivatePath(url.pathname)) return 'private-page'
  return url.pathname === '/' ? 'page-network-first' : 'page'
}

/** Facts of a response that decide whether it may be stored. */
export type TResponseFacts = {
  status: number
  type: ResponseType
  redirected: boolean
  headers: Pick<Headers, 'get'>
}

const UNSTORABLE_CACHE_CONTROL = /(?:^|,)\s*(?:private|no-store)\s*(?:,|$|=)/i

/**
 * Only a complete, same-origin 200 that the server let shared caches keep. A page rendered for a
 * signed-in visitor (Cache-Control private/no-store) or one that set a per-visitor Vary is refused.
 */
export function isStorableResponse(response: TResponseFacts): boolean {
  if (response.status !== 200 || response.type !== 'basic' || response.redirected) return false
  if (UNSTORABLE_CACHE_CONTROL.test(response.headers.get('cache-control') ?? '')) return false
  const vary = response.headers.get('vary') ?? ''
  return !/(?:^|,)\s*(?:cookie|authorization|\*)\s*(?:,|$)/i.test(vary)
}

/** The offline page of each locale; precached at install. */
export function offlinePagePath(locale: TLocale): string {
  return withLocale(locale, '/offline')
}

export const OFFLINE_PAGE_PATHS = locales.map((locale) => offlinePagePath(locale))

/**
 * The craving page of every locale, precached at install like the offline pages: a person who
 * opened it once has it, with its breathing exercise, when the network is gone the next time —
 * the first visit happens before the worker controls any page, so the runtime page cache alone
 * would miss it. It is static and public (the person's own plans come from /api in the browser),
 * so the copy of this build is the page; served from the precache it also opens without a round
 * trip.
 */
export const CRAVING_PAGE_PATHS = locales.map((locale) => withLocale(locale, '/craving'))

/** The locale whose offline page answers a failed navigation to this path. */
export function offlineLocaleFor(pathname: string): TLocale {
  return splitLocale(decodePath(pathname)).locale
}
