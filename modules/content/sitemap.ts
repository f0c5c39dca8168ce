// sitemap.xml lists every public page in every locale with its hreflang alternates; robots.txt
// keeps crawlers out of private areas and points at the sitemap.
import type { MetadataRoute } from 'next'
import { withLocale } from '@/i18n/locale-path'
import { locales } from '@/i18n/locales'
import { getConfig } from '@/lib/config'
import { getContentSource } from './get-content-source'
import {
  absoluteUrl,
  alternateUrls,
  CONTENT_PAGES,
  OTHER_PUBLIC_PATHS,
  routeForStory,
  type TRouteHref,
} from './paths'
import { listAllStories } from './source'

/** Areas that are private, per-visitor or pointless to crawl (checked per locale prefix). */
const PRIVATE_PATHS = [
  '/admin',
  '/account',
  '/progress',
  '/data-deletion',
  '/certificate/edit/',
  '/unsubscribe/',
  '/subscribe-verify/',
  '/error',
] as const

export async function sitemapHrefs(): Promise<TRouteHref[]> {
  const source = getContentSource()
  const pages: TRouteHref[] = [
    ...Object.values(CONTENT_PAGES).map((pathname) => ({ pathname })),
    ...OTHER_PUBLIC_PATHS.map((pathname) => ({ pathname })),
  ]
  for (const folder of ['posts', 'go'] as const) {
    const stories = await listAllStories(source, { startsWith: `${folder}/`, locale: 'en' })
    for (const story of stories) {
      if (story.content.noindex) continue
      const route = routeForStory(story.full_slug)
      if (route) pages.push(route)
    }
  }
  return pages
}

export async function buildSitemap(): Promise<MetadataRoute.Sitemap> {
  const base = getConfig().PUBLIC_URL
  const hrefs = await sitemapHrefs()
  return hrefs.flatMap((href) => {
    const languages = alternateUrls(base, href)
    return locales.map((locale) => ({ url: absoluteUrl(base, locale, href), alternates: { languages } }))
  })
}

export function buildRobots(): MetadataRoute.Robots {
  const base = getConfig().PUBLIC_URL.replace(/\/+$/, '')
  const disallow = locales.flatMap((locale) => PRIVATE_PATHS.map((path) => withLocale(locale, path)))
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', ...disallow] }],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  }
}
