import { describe, expect, it } from 'vitest'
import { locales, localizedSlugs } from '@/i18n/locales'
import { isKnownRoute } from './known-routes'

const prefix = (locale: string) => (locale === 'en' ? '' : `/${locale}`)

describe('isKnownRoute', () => {
  it.each(locales.map((locale) => [locale]))('knows the pages of %s', (locale) => {
    const p = prefix(locale)
    for (const path of [
      '/login',
      '/register',
      '/terms',
      '/privacy',
      '/imprint',
      '/install',
      localizedSlugs['/help'][locale],
      localizedSlugs['/quit-smoking'][locale],
      '/posts/some-post',
      '/go/abc',
      '/survey/test',
      '/survey/motivation',
      '/data-deletion',
      '/start-data-deletion',
      '/unsubscribe/123',
      '/certificate/42',
      '/certificate/edit/42',
      '/challenge-invite/x1',
      '/subscribe-verify/token',
      '/subscribe-verify/error',
      '/subscribe-verify/success',
      '/admin',
      '/admin/email',
      '/admin/purchases',
      '/admin/codes/7',
      '/admin/user-roles',
      '/admin/code-campaigns',
      '/admin/add-auth',
      '/error',
    ]) {
      expect(isKnownRoute(`${p}${path}`), `${p}${path}`).toBe(true)
    }
  })

  it('knows the roots', () => {
    expect(isKnownRoute('/')).toBe(true)
    expect(isKnownRoute('/de')).toBe(true)
    expect(isKnownRoute('/de/')).toBe(true)
  })

  it('accepts a trailing slash', () => {
    expect(isKnownRoute('/login/')).toBe(true)
    expect(isKnownRoute('/de/posts/x/')).toBe(true)
  })

  it('understands percent-encoded Cyrillic slugs', () => {
    expect(isKnownRoute(encodeURI('/ru/помощь'))).toBe(true)
    expect(isKnownRoute(encodeURI('/ru/бросить-курить'))).toBe(true)
  })

  it('rejects unknown paths', () => {
    for (const path of [
      '/nope',
      '/de/nope',
      '/posts',
      '/posts/a/b',
      '/admin/unknown',
      '/certificate',
      '/certificate/edit/1/2',
      '/xx/login',
      '/wp-login.php',
    ]) {
      expect(isKnownRoute(path), path).toBe(false)
    }
  })

  it('a slug counts only in its own locale', () => {
    expect(isKnownRoute('/de/help')).toBe(false)
    expect(isKnownRoute('/hilfe')).toBe(false)
    expect(isKnownRoute('/fr/hilfe')).toBe(false)
  })
})
