import { describe, expect, it } from 'vitest'
import { locales, localizedSlugs, type TLocale } from '@/i18n/locales'
import { resolveSeedRedirect } from './seed-redirects'

const prefixOf = (locale: TLocale) => (locale === 'en' ? '' : `/${locale}`)
const encoded = (path: string) => encodeURI(path)

function expectRedirect(from: string, to: string, search = '') {
  expect(resolveSeedRedirect(from, search), `${from}${search}`).toEqual({ location: to, status: 308 })
}

function expectServed(path: string) {
  expect(resolveSeedRedirect(path, ''), path).toBeUndefined()
}

describe('resolveSeedRedirect', () => {
  describe('/friend-invite* and /developer-login* go home', () => {
    it.each([
      ['/friend-invite', '/'],
      ['/friend-invite/abc123', '/'],
      ['/friend-invite-old', '/'],
      ['/developer-login', '/'],
      ['/developer-login/x/y', '/'],
      ['/de/friend-invite', '/de'],
      ['/de/friend-invite/abc', '/de'],
      ['/ru/developer-login', '/ru'],
      ['/pl/developer-login/token', '/pl'],
    ])('%s → %s', (from, to) => expectRedirect(from, to))

    it('keeps the query string', () => {
      expectRedirect('/friend-invite/abc', '/?utm_source=mail&x=1', '?utm_source=mail&x=1')
      expectRedirect('/fr/developer-login', '/fr?next=%2Fadmin', '?next=%2Fadmin')
    })

    it('only when the rule is the first segment after the locale', () => {
      expectServed('/posts/friend-invite')
      expectServed('/de/posts/developer-login')
    })
  })

  describe('/en and /en/* lose the prefix', () => {
    it.each([
      ['/en', '/'],
      ['/en/', '/'],
      ['/en/login', '/login'],
      ['/en/posts/abc', '/posts/abc'],
      ['/en/help', '/help'],
      ['/en/admin/user-roles', '/admin/user-roles'],
    ])('%s → %s', (from, to) => expectRedirect(from, to))

    it('keeps the query string', () => {
      expectRedirect('/en', '/?a=1', '?a=1')
      expectRedirect('/en/login', '/login?redirect=%2Fadmin', '?redirect=%2Fadmin')
    })

    it('keeps percent-encoded characters of the rest as they came', () => {
      expectRedirect('/en/posts/a%2Fb', '/posts/a%2Fb')
      expectRedirect('/en/posts/100%25', '/posts/100%25')
    })

    it('leaves paths that merely start with "en"', () => {
      expectServed('/english')
      expectServed('/enroll')
    })
  })

  describe("an English slug under a locale prefix → that locale's slug", () => {
    for (const locale of locales.filter((l) => l !== 'en')) {
      for (const [english, variants] of Object.entries(localizedSlugs)) {
        const localized = variants[locale]
        it(`/${locale}${english} → /${locale}${localized}`, () => {
          expectRedirect(`/${locale}${english}`, encoded(`/${locale}${localized}`))
        })
        it(`/${locale}${localized} is served`, () => {
          expectServed(`/${locale}${localized}`)
          expectServed(encoded(`/${locale}${localized}`))
        })
      }
    }

    it('de/help → de/hilfe with the query string and the rest of the path', () => {
      expectRedirect('/de/help', '/de/hilfe')
      expectRedirect('/de/help', '/de/hilfe?q=1', '?q=1')
      expectRedirect('/de/help/', '/de/hilfe/')
      expectRedirect('/de/help/faq/a%2Fb', '/de/hilfe/faq/a%2Fb')
      expectRedirect('/fr/quit-smoking', '/fr/arreter-de-fumer')
    })

    it('ru uses Cyrillic slugs, percent-encoded in the Location', () => {
      expectRedirect('/ru/help', '/ru/%D0%BF%D0%BE%D0%BC%D0%BE%D1%89%D1%8C')
      expectRedirect(
        '/ru/quit-smoking',
        '/ru/%D0%B1%D1%80%D0%BE%D1%81%D0%B8%D1%82%D1%8C-%D0%BA%D1%83%D1%80%D0%B8%D1%82%D1%8C',
      )
    })

    it('understands a percent-encoded slug of another language', () => {
      // Browsers send the Cyrillic slug percent-encoded.
      expectRedirect('/de/%D0%BF%D0%BE%D0%BC%D0%BE%D1%89%D1%8C', '/de/hilfe')
      expectRedirect('/%D0%BF%D0%BE%D0%BC%D0%BE%D1%89%D1%8C', '/help')
      expectServed('/ru/%D0%BF%D0%BE%D0%BC%D0%BE%D1%89%D1%8C')
      expectServed('/ru/%d0%bf%d0%be%d0%bc%d0%be%d1%89%d1%8c')
    })

    it('a localized slug under the wrong locale → the right slug of that locale', () => {
      expectRedirect('/fr/hilfe', '/fr/aide')
      expectRedirect('/de/aide', '/de/hilfe')
      expectRedirect('/pl/nikotinentzug', '/pl/rzucanie-palenia')
      expectRedirect('/ru/hilfe', encoded('/ru/помощь'))
      expectRedirect('/it/помощь', '/it/aiuto')
    })

    it('a localized slug without prefix is English → the English slug', () => {
      expectRedirect('/hilfe', '/help')
      expectRedirect('/hilfe', '/help?x=y', '?x=y')
      expectRedirect('/nikotinentzug', '/quit-smoking')
      expectRedirect('/aide', '/help')
      expectRedirect('/помощь', '/help')
    })

    it('the English pages themselves are served', () => {
      expectServed('/help')
      expectServed('/quit-smoking')
    })

    it('only the first segment after the locale is a slug', () => {
      expectServed('/posts/help')
      expectServed('/de/posts/help')
      expectServed('/de/helpful')
      expectServed('/de/hilfe/help')
    })
  })

  describe('any path containing /privacy- → /privacy of that locale', () => {
    it.each(locales.map((locale) => [locale]))('%s', (locale) => {
      expectRedirect(`${prefixOf(locale)}/privacy-x`, `${prefixOf(locale)}/privacy`)
      expectRedirect(`${prefixOf(locale)}/privacy-policy-2019`, `${prefixOf(locale)}/privacy`)
      expectRedirect(`${prefixOf(locale)}/legal/privacy-old`, `${prefixOf(locale)}/privacy`)
    })

    it('keeps the query string', () => {
      expectRedirect('/de/privacy-x', '/de/privacy?ref=footer', '?ref=footer')
    })

    it('leaves /privacy itself and look-alikes', () => {
      expectServed('/privacy')
      expectServed('/de/privacy')
      expectServed('/privacyx')
      expectServed('/posts/my-privacy')
    })
  })

  describe('paths that are served as they are', () => {
    it.each([
      '/',
      '/de',
      '/ru',
      '/login',
      '/de/login',
      '/posts/admin-tips',
      '/de/posts/admin-tips',
      '/de/hilfe',
      '/fr/aide',
      '/ru/помощь',
      '/admin',
      '/de/admin/user-roles',
      '/data-deletion',
      '/subscribe-verify/success',
      '/deutsch',
    ])('%s', (path) => expectServed(path))
  })

  it('always answers 308', () => {
    for (const path of ['/en', '/friend-invite', '/de/help', '/privacy-x']) {
      expect(resolveSeedRedirect(path, '')?.status).toBe(308)
    }
  })
})
