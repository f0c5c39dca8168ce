import { createRequire } from 'node:module'
import { match } from '@formatjs/intl-localematcher'
import Negotiator from 'negotiator'
import { describe, expect, it } from 'vitest'
import { splitLocale } from '@/i18n/locale-path'
import { locales } from '@/i18n/locales'
import { config } from '@/proxy'
import { detectLocale } from './detect-locale'
import { isSignedInPath } from './guards'
import { isKnownRoute } from './known-routes'
import { resolveSeedRedirect } from './seed-redirects'
import {
  ENGLISH_ONLY_ACCEPT_LANGUAGE,
  localeCookieHeaders,
  proxyMatcher,
  SESSION_COOKIE_NAMES,
  staticRewrites,
  type TMatcherEntry,
} from './static-routes'

// The path-to-regexp Next compiles matchers with (it ships no types).
const { pathToRegexp } = createRequire(import.meta.url)('next/dist/compiled/path-to-regexp') as {
  pathToRegexp: (path: string) => RegExp
}
const [everyOtherPage] = proxyMatcher() as [string]
// As Next compiles a matcher: path-to-regexp's source without its flags (case-sensitive).
const matchesProxy = (path: string) => new RegExp(pathToRegexp(everyOtherPage).source).test(path)

const sessionPaths = ['/account', '/progress', '/progress/insights', '/progress/report']
const isSessionAddress = (path: string) => sessionPaths.includes(splitLocale(path).rest)

// The prerendered addresses the rewrites serve, with a sample id for [id] and [type].
const served = staticRewrites()
  .map((rewrite) => rewrite.source.replace(':id', 'a-post').replace(':type', 'patch'))
  .filter((path) => !isSessionAddress(path))
  .concat(['/', '/ru', '/de/survey/test', '/pl/posts/a-post'])

type TRequest = { cookies?: Record<string, string>; headers?: Record<string, string> }

/** Whether Next runs the proxy for a request: some entry's path matches, its `has` all hold, its `missing` none. */
function proxyRuns(path: string, request: TRequest = {}): boolean {
  const holds = (condition: { type: 'header' | 'cookie'; key: string; value?: string }) => {
    const value = (condition.type === 'cookie' ? request.cookies : request.headers)?.[condition.key]
    if (value === undefined) return false
    return condition.value === undefined || new RegExp(`^${condition.value}$`).test(value)
  }
  return proxyMatcher().some((entry: TMatcherEntry) => {
    const { source, has = [], missing = [] } = typeof entry === 'string' ? { source: entry } : entry
    if (!new RegExp(pathToRegexp(source).source).test(path)) return false
    return has.every(holds) && !missing.some(holds)
  })
}

describe('the proxy matcher', () => {
  it('is the one static-routes.ts builds (Next needs a literal in proxy.ts)', () => {
    expect(config.matcher).toEqual(proxyMatcher())
  })

  it('leaves the prerendered addresses out, and nothing the proxy decides', () => {
    for (const path of served) {
      expect(matchesProxy(path), path).toBe(false)
      const decoded = decodeURI(path)
      expect(resolveSeedRedirect(path, ''), path).toBeUndefined()
      expect(isKnownRoute(path), path).toBe(true)
      expect(isSignedInPath(splitLocale(decoded).rest), path).toBe(false)
    }
  })

  it('keeps every other page path', () => {
    for (const path of [
      '/en/help',
      '/en',
      '/de/help',
      '/hilfe',
      '/ru/help',
      '/account/elsewhere',
      '/de/admin',
      '/de/%61dmin',
      '/admin/email',
      '/data-deletion',
      '/login',
      '/de/login',
      '/challenges/new',
      '/de/certificates/new',
      '/unsubscribe/abc',
      '/de/unsubscribe/abc',
      '/help/more',
      '/no-such-page',
      '/de/no-such-page',
      '/ru/%d0%bf%d0%be%d0%bc%d0%be%d1%89%d1%8c',
      '/HELP',
      '/de/HILFE',
    ])
      expect(matchesProxy(path), path).toBe(true)
  })
})

describe('a session route', () => {
  const signedIn = { cookies: { [SESSION_COOKIE_NAMES[0]]: 'token' } }
  const signedInOverHttps = { cookies: { [SESSION_COOKIE_NAMES[1]]: 'token' } }

  it('goes through the proxy without a session cookie: its guard sends the visitor to login', () => {
    for (const path of ['/account', '/de/account', '/progress', '/ru/progress/insights', '/progress/report'])
      expect(proxyRuns(path), path).toBe(true)
  })

  it('skips the proxy with a session cookie (the page checks the session)', () => {
    for (const path of ['/account', '/de/account', '/progress', '/pl/progress/report']) {
      expect(proxyRuns(path, signedIn), path).toBe(false)
      expect(proxyRuns(path, signedInOverHttps), path).toBe(false)
    }
  })

  it('goes through the proxy with a session cookie where the proxy decides', () => {
    const cases: [string, TRequest][] = [
      ['/account', { ...signedIn, headers: { 'next-action': 'abc' } }],
      ['/de/progress', { ...signedIn, headers: { 'content-type': 'multipart/form-data' } }],
      ['/progress', { ...signedIn, headers: { 'accept-language': 'de-DE,de;q=0.9' } }],
      ['/admin', signedIn],
      ['/data-deletion', signedIn],
      ['/account/elsewhere', signedIn],
    ]
    for (const [path, request] of cases) expect(proxyRuns(path, request), path).toBe(true)
  })

  it('is rewritten to its internal route and gets the locale cookie only with a session cookie', () => {
    const byPath = new Map(staticRewrites().map((rewrite) => [rewrite.source, rewrite.destination]))
    expect(byPath.get('/account')).toBe('/en/account')
    expect(byPath.get('/progress/insights')).toBe('/en/progress/insights')
    const rules = localeCookieHeaders(false).filter((rule) => rule.source === '/de/account')
    expect(rules.map((rule) => rule.has)).toEqual([
      [{ type: 'cookie', key: SESSION_COOKIE_NAMES[0] }],
      [{ type: 'cookie', key: SESSION_COOKIE_NAMES[1] }],
    ])
    expect(rules[1]?.missing).toContainEqual({ type: 'cookie', key: SESSION_COOKIE_NAMES[0] })
  })
})

describe('the rewrites', () => {
  it('lead every address to its internal route', () => {
    const byPath = new Map(staticRewrites().map((rewrite) => [rewrite.source, rewrite.destination]))
    expect(byPath.get('/help')).toBe('/en/help')
    expect(byPath.get('/posts/:id')).toBe('/en/posts/:id')
    expect(byPath.get('/de/hilfe')).toBe('/de/help')
    expect(byPath.get('/ru/помощь')).toBe('/ru/help')
    expect(byPath.get(encodeURI('/ru/помощь'))).toBe('/ru/help')
    // A prefixed page whose slug is English is its internal route already.
    expect(byPath.has('/de/survey/test')).toBe(false)
    for (const rewrite of staticRewrites())
      expect(locales.some((locale) => rewrite.destination.startsWith(`/${locale}`))).toBe(true)
  })

  it('set the cookie as the proxy does', () => {
    const rules = localeCookieHeaders(false)
    const ru = rules.find((rule) => rule.source === '/ru/помощь')
    expect(ru?.headers).toEqual([
      { key: 'Set-Cookie', value: 'i18n_redirected=ru; Path=/; Max-Age=31536000; SameSite=Lax' },
    ])
    expect(localeCookieHeaders(true).find((rule) => rule.source === '/ru')?.headers[0]?.value).toBe(
      'i18n_redirected=ru; Path=/; Max-Age=31536000; SameSite=None; Secure',
    )
  })
})

describe('an English-only Accept-Language', () => {
  const englishOnly = new RegExp(`^${ENGLISH_ONLY_ACCEPT_LANGUAGE}$`)
  // next-intl's resolution on an unprefixed page (middleware/resolveLocale.js).
  const nextIntlLocale = (header: string) => {
    const languages = new Negotiator({ headers: { 'accept-language': header } }).languages()
    return match(
      languages,
      [...locales].sort((a, b) => b.length - a.length),
      'en',
    )
  }

  it('is English for next-intl and for the root detection', () => {
    for (const header of ['en', 'en-US', 'en-US,en;q=0.9', 'en-GB, en;q=0.5', 'en-001', 'en;q=0.8,en-US'])
      expect(
        [englishOnly.test(header), nextIntlLocale(header), detectLocale(undefined, header)],
        header,
      ).toEqual([true, 'en', 'en'])
  })

  it('is not any header naming another language, a wildcard or a zero weight', () => {
    for (const header of [
      'de',
      'en-US,de;q=0.9',
      '*',
      'en;q=0',
      'en-US;q=0.0',
      'fr-CH, fr;q=0.9, en;q=0.8',
      '',
    ])
      expect(englishOnly.test(header), header).toBe(false)
  })
})
