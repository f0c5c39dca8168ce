import { describe, expect, it } from 'vitest'
import { resolvePostSignInPath, resolveSafeRedirect, toSafeRedirectPath } from './safe-redirect'

describe('toSafeRedirectPath', () => {
  it.each([
    ['/de/hilfe', '/de/hilfe'],
    ['/', '/'],
    ['/admin/user-roles', '/admin/user-roles'],
    ['/de/admin?tab=users#list', '/de/admin?tab=users#list'],
    ['/posts/first-post', '/posts/first-post'],
    ['/ru/помощь', '/ru/%D0%BF%D0%BE%D0%BC%D0%BE%D1%89%D1%8C'],
    ['/ru/%D0%BF%D0%BE%D0%BC%D0%BE%D1%89%D1%8C', '/ru/%D0%BF%D0%BE%D0%BC%D0%BE%D1%89%D1%8C'],
    ['/@evil.example', '/@evil.example'],
    ['/de/./hilfe', '/de/hilfe'],
  ])('keeps the same-site path %j', (raw, expected) => {
    expect(toSafeRedirectPath(raw)).toBe(expected)
  })

  it.each([
    // scheme-relative and absolute
    '//evil.example',
    '//evil.example/de/hilfe',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    'https://evil.example',
    'HTTPS://evil.example/de',
    'http:evil.example',
    'http:/evil.example',
    'ftp://evil.example',
    // script and data URLs
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    // not a path at all
    '',
    'evil.example',
    'de/hilfe',
    './de/hilfe',
    '../de/hilfe',
    '?redirect=//evil.example',
    '#top',
    // percent-encoded once
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2fevil.example',
    '%2f%2fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '%5C%5Cevil.example',
    '%68ttps://evil.example',
    // percent-encoded twice and more
    '%252F%252Fevil.example',
    '/%252F%252Fevil.example',
    '/%255Cevil.example',
    '%25252F%25252Fevil.example',
    '/%2525252525252F',
    // control characters and white space (browsers strip tab and newlines from URLs)
    '/\r\n/evil.example',
    '/\n/evil.example',
    '/\t/evil.example',
    '/%0d%0aSet-Cookie:%20x=1',
    '/%0D%0A/evil.example',
    '/%09/evil.example',
    '/%00/evil.example',
    '/ /evil.example',
    '/\u00a0/evil.example',
    '/\u3000/evil.example',
    '/\u0085/evil.example',
    '/de/hilfe\u007f',
    // path tricks that normalize to a scheme-relative path
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    // malformed encoding
    '/%E0%A4%A',
    '/100%',
  ])('refuses %j', (raw) => {
    expect(toSafeRedirectPath(raw)).toBeNull()
  })

  it('refuses what is not a string, and very long values', () => {
    expect(toSafeRedirectPath(undefined)).toBeNull()
    expect(toSafeRedirectPath(null)).toBeNull()
    expect(toSafeRedirectPath(['/de/hilfe'])).toBeNull()
    expect(toSafeRedirectPath(`/${'a'.repeat(3000)}`)).toBeNull()
  })
})

describe('resolveSafeRedirect', () => {
  it('follows a same-site path', () => {
    expect(resolveSafeRedirect('/de/hilfe', 'fr')).toBe('/de/hilfe')
  })

  it('falls back to the home page of the current locale', () => {
    expect(resolveSafeRedirect('//evil.example', 'de')).toBe('/de')
    expect(resolveSafeRedirect('https://evil.example', 'en')).toBe('/')
    expect(resolveSafeRedirect(null, 'pl')).toBe('/pl')
    expect(resolveSafeRedirect(undefined)).toBe('/')
  })
})

describe('resolvePostSignInPath', () => {
  it('follows a same-site redirect and otherwise opens the progress page of the locale', () => {
    expect(resolvePostSignInPath('/de/hilfe', 'fr')).toBe('/de/hilfe')
    expect(resolvePostSignInPath('//evil.example', 'de')).toBe('/de/progress')
    expect(resolvePostSignInPath(null, 'en')).toBe('/progress')
    expect(resolvePostSignInPath(undefined)).toBe('/progress')
  })
})
