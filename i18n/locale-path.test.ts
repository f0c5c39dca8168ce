import { describe, expect, it } from 'vitest'
import { englishPath, localizedPath, servedPath, splitLocale } from './locale-path'
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
