import { describe, expect, it } from 'vitest'
import { englishPath, localizedPath, publicPathname, servedPath, splitLocale } from './locale-path'
import { locales } from './locales'
import { getPathname } from './navigation'
import { routing } from './routing'

describe('locale paths', () => {
  it('maps a page to every language and back (the language switcher)', () => {
    for (const page of ['/', '/help', '/quit-smoking', '/posts/first-three-days', '/survey/test']) {
      for (const from of locales) {
        const { locale, rest } = splitLocale(localizedPath(from, page))
        expect(locale).toBe(from)
        expect(englishPath(locale, rest)).toBe(page)
      }
    }
    expect(localizedPath('de', '/help')).toBe('/de/hilfe')
    expect(localizedPath('en', '/help')).toBe('/help')
  })

  it('keeps an English route, as Next names a rewritten page while it renders on the server', () => {
    expect(englishPath('de', '/help')).toBe('/help')
    expect(englishPath('ru', '/помощь')).toBe('/help')
  })

  it('serves every route where next-intl would, params filled in and percent-encoded', () => {
    for (const pathname of Object.keys(routing.pathnames)) {
      const params = Object.fromEntries(
        [...pathname.matchAll(/\[([^\]]+)\]/g)].map(([, name]) => [name, 'a b']),
      )
      const href = Object.keys(params).length > 0 ? { pathname, params } : pathname
      for (const locale of locales) {
        expect(servedPath(locale, href)).toBe(getPathname({ locale, href: href as never }))
      }
    }
    expect(servedPath('ru', '/help')).toBe(encodeURI('/ru/помощь'))
  })
})

describe('publicPathname', () => {
  it('gives the served address for the internal path of a rewritten page and for the browser’s', () => {
    expect(publicPathname('/en/help')).toBe('/help')
    expect(publicPathname('/help')).toBe('/help')
    expect(publicPathname('/en')).toBe('/')
    expect(publicPathname('/')).toBe('/')
    expect(publicPathname('/de/help')).toBe('/de/hilfe')
    expect(publicPathname('/de/hilfe')).toBe('/de/hilfe')
    expect(publicPathname('/ru/help')).toBe('/ru/помощь')
    expect(publicPathname(encodeURI('/ru/помощь'))).toBe('/ru/помощь')
    expect(publicPathname('/de/progress')).toBe('/de/progress')
  })
})
