import { describe, expect, it, vi } from 'vitest'
import { languageTags, locales, localizedSlugs } from '@/i18n/locales'
import { resolveMultilink, resolveStorySlug, resolveUrl } from './links'
import { alternateUrls, internalPath, localizeInternalUrl, localizePath, routeForStory } from './paths'

vi.mock('./get-content-source', async () => {
  const path = await import('node:path')
  const { createLocalSource } = await import('./local-source')
  return { getContentSource: () => createLocalSource({ dir: path.resolve('content') }) }
})

describe('story routes and URLs', () => {
  it('maps stories to routes and back', () => {
    expect(routeForStory('home')).toEqual({ pathname: '/' })
    expect(routeForStory('quit-smoking')).toEqual({ pathname: '/quit-smoking' })
    expect(routeForStory('posts/first-three-days')).toEqual({
      pathname: '/posts/[id]',
      params: { id: 'first-three-days' },
    })
    expect(routeForStory('go/quit-together')).toEqual({
      pathname: '/go/[id]',
      params: { id: 'quit-together' },
    })
    expect(routeForStory('posts/a/b')).toBeNull()
    expect(routeForStory('settings')).toBeNull()
  })

  it('uses the localized slugs of help and quit-smoking in every locale', () => {
    for (const locale of locales) {
      const prefix = locale === 'en' ? '' : `/${locale}`
      expect(localizePath(locale, { pathname: '/help' })).toBe(`${prefix}${localizedSlugs['/help'][locale]}`)
      expect(localizePath(locale, { pathname: '/quit-smoking' })).toBe(
        `${prefix}${localizedSlugs['/quit-smoking'][locale]}`,
      )
      expect(localizePath(locale, { pathname: '/posts/[id]', params: { id: 'x' } })).toBe(`${prefix}/posts/x`)
      expect(localizePath(locale, { pathname: '/' })).toBe(prefix || '/')
      expect(internalPath(locale, { pathname: '/help' })).toBe(`/${locale}/help`)
    }
  })

  it('localizes links written in English form and keeps only safe targets', () => {
    expect(localizeInternalUrl('ru', '/help#cravings')).toBe('/ru/помощь#cravings')
    expect(localizeInternalUrl('de', '/survey/test?x=1')).toBe('/de/survey/test?x=1')
    expect(resolveStorySlug('quit-smoking#timeline', 'es')).toBe('/es/dejar-de-fumar#timeline')
    expect(resolveMultilink({ linktype: 'story', cached_url: 'help', anchor: 'data' }, 'nl')).toEqual({
      href: '/nl/hulp#data',
      external: false,
    })
    expect(resolveMultilink({ linktype: 'email', email: 'a@b.example' }, 'en')?.href).toBe(
      'mailto:a@b.example',
    )
    expect(resolveUrl('https://www.who.int/', 'en')).toEqual({ href: 'https://www.who.int/', external: true })
    expect(resolveUrl('javascript:alert(1)', 'en')).toBeNull()
    expect(resolveUrl('//evil.example/x', 'en')).toBeNull()
    expect(resolveUrl('data:text/html,x', 'en')).toBeNull()
  })

  it('gives hreflang alternates for all nine locales plus x-default', () => {
    const alternates = alternateUrls('https://exhale.example/', { pathname: '/help' })
    expect(Object.keys(alternates)).toEqual([...locales.map((l) => languageTags[l]), 'x-default'])
    expect(alternates['de-DE']).toBe('https://exhale.example/de/hilfe')
    expect(alternates['ru-RU']).toBe(`https://exhale.example/ru/${encodeURIComponent('помощь')}`)
    expect(alternates['x-default']).toBe('https://exhale.example/help')
  })
})

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page in every locale with its alternates', async () => {
    vi.stubEnv('PUBLIC_URL', 'https://exhale.example')
    const { buildSitemap } = await import('./sitemap')
    const entries = await buildSitemap()
    const urls = entries.map((e) => e.url)
    for (const expected of [
      'https://exhale.example/',
      'https://exhale.example/fr/aide',
      'https://exhale.example/pl/rzucanie-palenia',
      'https://exhale.example/it/privacy',
      'https://exhale.example/pt/posts/money-saved',
      'https://exhale.example/nl/go/smoke-free-month',
      'https://exhale.example/es/survey/test',
    ]) {
      expect(urls).toContain(expected)
    }
    expect(new Set(urls).size).toBe(urls.length)
    expect(urls.length % locales.length).toBe(0)
    const help = entries.find((e) => e.url === 'https://exhale.example/de/hilfe')!
    expect(help.alternates?.languages).toMatchObject({
      'en-US': 'https://exhale.example/help',
      'x-default': 'https://exhale.example/help',
    })
    expect(urls.some((u) => /\/(admin|login|account)/.test(u))).toBe(false)
  })

  it('keeps crawlers out of private areas in every locale and names the sitemap', async () => {
    vi.stubEnv('PUBLIC_URL', 'https://exhale.example')
    const { buildRobots } = await import('./sitemap')
    const robots = buildRobots()
    const rules = Array.isArray(robots.rules) ? robots.rules[0]! : robots.rules
    expect(rules.disallow).toEqual(
      expect.arrayContaining(['/admin', '/de/admin', '/ru/data-deletion', '/api/']),
    )
    expect(rules.disallow).not.toContain('/posts/')
    expect(robots.sitemap).toBe('https://exhale.example/sitemap.xml')
  })
})
