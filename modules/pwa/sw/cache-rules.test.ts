import { describe, expect, it } from 'vitest'
import {
  CRAVING_PAGE_PATHS,
  classifyRequest,
  isPrivatePath,
  isStorableResponse,
  OFFLINE_PAGE_PATHS,
  offlineLocaleFor,
  type TRequestFacts,
} from './cache-rules'

const origin = 'https://exhale.example'

function request(
  path: string,
  options: Partial<Omit<TRequestFacts, 'url' | 'headers'>> & { headers?: Record<string, string> } = {},
): TRequestFacts {
  const url = new URL(path, origin)
  const headers = new Headers(options.headers)
  return {
    url,
    origin,
    method: options.method ?? 'GET',
    mode: options.mode ?? 'navigate',
    destination: options.destination ?? 'document',
    headers,
  }
}

const asset = { mode: 'no-cors', destination: 'image' } as const

describe('classifyRequest: pages', () => {
  it.each([
    '/help',
    '/de/hilfe',
    '/ru/%D0%BF%D0%BE%D0%BC%D0%BE%D1%89%D1%8C',
    '/posts/first-days',
    '/fr/posts/first-days',
    '/quit-smoking',
    '/privacy',
    '/pl/install',
    '/de',
    '/survey/test',
    '/offline',
  ])('caches the public content page %s for offline reading', (path) => {
    expect(classifyRequest(request(path))).toBe('page')
  })

  it('keeps the unprefixed root network-first (it redirects by language cookie)', () => {
    expect(classifyRequest(request('/'))).toBe('page-network-first')
  })

  it.each([
    '/account',
    '/de/account',
    '/account/',
    '/admin',
    '/admin/user-roles',
    '/es/admin/codes/abc',
    '/data-deletion',
    '/it/data-deletion',
    '/login',
    '/nl/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/certificate/abc123',
    '/certificate/edit/abc123',
    '/certificates/new',
    '/challenge-invite/abc',
    '/challenges/new',
    '/unsubscribe/abc',
    '/subscribe-verify/token',
    '/start-data-deletion/confirm/abc',
    '/start-data-deletion/done',
    '/error',
    '/%61ccount',
    '/de/%61dmin',
    '/en//account',
    '/de//admin',
  ])('never stores the signed-in or personal page %s', (path) => {
    expect(classifyRequest(request(path))).toBe('private-page')
  })

  it('does not mistake look-alike paths for private ones', () => {
    expect(isPrivatePath('/accounting-tips')).toBe(false)
    expect(isPrivatePath('/administration')).toBe(false)
    expect(isPrivatePath('/errors')).toBe(false)
    expect(isPrivatePath('/start-data-deletion')).toBe(false)
  })
})

describe('classifyRequest: everything else', () => {
  it.each([
    ['/api/auth/get-session', {}],
    ['/api/account/export', {}],
    ['/api/newsletter/subscribe', { method: 'POST', mode: 'cors', destination: '' }],
    ['/de/account', { method: 'POST' }],
    ['/help', { method: 'POST' }],
    ['/builds/latest.json', { mode: 'cors', destination: '' }],
    ['/healthz', {}],
    ['/readyz', {}],
    ['/sw.js', { mode: 'same-origin', destination: 'script' }],
    ['/help?_rsc=abc12', { mode: 'cors', destination: '' }],
    ['/help', { mode: 'cors', destination: '', headers: { RSC: '1' } }],
    ['/_next/data/x.json', { mode: 'cors', destination: '' }],
    ['/help', { mode: 'cors', destination: '' }],
  ] as const)('leaves %s to the network (%o)', (path, options) => {
    expect(classifyRequest(request(path, options))).toBe('bypass')
  })

  it('never handles other origins (their requests would break connect-src)', () => {
    const facts = request('/help')
    expect(classifyRequest({ ...facts, url: new URL('https://a.storyblok.com/f/1/x.png') })).toBe('bypass')
    expect(classifyRequest({ ...facts, url: new URL('http://exhale.example/help') })).toBe('bypass')
  })

  it('serves hashed build assets cache-first and other static files stale-while-revalidate', () => {
    expect(
      classifyRequest(request('/_next/static/chunks/abc.js', { mode: 'no-cors', destination: 'script' })),
    ).toBe('static')
    expect(
      classifyRequest(request('/_next/static/css/app.css', { mode: 'no-cors', destination: 'style' })),
    ).toBe('static')
    expect(classifyRequest(request('/icons/icon-192.png', asset))).toBe('asset')
    expect(classifyRequest(request('/content/breathe.svg', asset))).toBe('asset')
    expect(
      classifyRequest(request('/manifests/de.webmanifest', { mode: 'cors', destination: 'manifest' })),
    ).toBe('asset')
    expect(classifyRequest(request('/_next/image?url=%2Fcontent%2Fx.png&w=640&q=75', asset))).toBe('asset')
  })
})

describe('isStorableResponse', () => {
  const response = (
    headers: Record<string, string>,
    overrides: Partial<{ status: number; type: ResponseType; redirected: boolean }> = {},
  ) => ({
    status: overrides.status ?? 200,
    type: overrides.type ?? 'basic',
    redirected: overrides.redirected ?? false,
    headers: new Headers(headers),
  })

  it('stores a prerendered page and an immutable asset', () => {
    expect(
      isStorableResponse(response({ 'cache-control': 's-maxage=3600, stale-while-revalidate=31532400' })),
    ).toBe(true)
    expect(isStorableResponse(response({ 'cache-control': 'public, max-age=31536000, immutable' }))).toBe(
      true,
    )
    expect(isStorableResponse(response({}))).toBe(true)
  })

  it.each([
    'private, no-cache, no-store, max-age=0, must-revalidate',
    'no-store',
    'private',
    'private="set-cookie"',
    'max-age=0, PRIVATE',
  ])('refuses Cache-Control: %s (a page rendered for a signed-in visitor)', (cacheControl) => {
    expect(isStorableResponse(response({ 'cache-control': cacheControl }))).toBe(false)
  })

  it('refuses responses that vary by cookie or credentials', () => {
    expect(isStorableResponse(response({ vary: 'RSC, Cookie' }))).toBe(false)
    expect(isStorableResponse(response({ vary: 'Authorization' }))).toBe(false)
    expect(isStorableResponse(response({ vary: '*' }))).toBe(false)
    expect(isStorableResponse(response({ vary: 'RSC, Next-Router-State-Tree, Accept-Encoding' }))).toBe(true)
  })

  it('refuses errors, redirects and opaque responses', () => {
    expect(isStorableResponse(response({}, { status: 404 }))).toBe(false)
    expect(isStorableResponse(response({}, { status: 500 }))).toBe(false)
    expect(isStorableResponse(response({}, { status: 0, type: 'opaqueredirect' }))).toBe(false)
    expect(isStorableResponse(response({}, { redirected: true }))).toBe(false)
    expect(isStorableResponse(response({}, { status: 0, type: 'opaque' }))).toBe(false)
  })
})

describe('offline page', () => {
  it('has one page per locale, English unprefixed', () => {
    expect(OFFLINE_PAGE_PATHS).toEqual([
      '/offline',
      '/de/offline',
      '/fr/offline',
      '/nl/offline',
      '/es/offline',
      '/ru/offline',
      '/it/offline',
      '/pt/offline',
      '/pl/offline',
    ])
  })

  it('is precached with the craving page of every locale', () => {
    expect(CRAVING_PAGE_PATHS).toEqual(OFFLINE_PAGE_PATHS.map((path) => path.replace(/offline$/, 'craving')))
  })

  it('answers a failed navigation in the language of the page asked for', () => {
    expect(offlineLocaleFor('/de/hilfe')).toBe('de')
    expect(offlineLocaleFor('/ru/%D0%BF%D0%BE%D0%BC%D0%BE%D1%89%D1%8C')).toBe('ru')
    expect(offlineLocaleFor('/help')).toBe('en')
    expect(offlineLocaleFor('/')).toBe('en')
    expect(offlineLocaleFor('/pl')).toBe('pl')
  })
})
