// Which story a route shows and which URLs a story has. Stories keep English slugs in every
// locale ('help', 'posts/first-days'); the routes give help and quit-smoking localized URLs.

import { withLocale } from '@/i18n/locale-path'
import { defaultLocale, languageTags, locales, localizedSlugs, type TLocale } from '@/i18n/locales'

/** The pages whose whole body is a story, by the story's slug. */
export const CONTENT_PAGES = {
  home: '/',
  help: '/help',
  'quit-smoking': '/quit-smoking',
  terms: '/terms',
  privacy: '/privacy',
  imprint: '/imprint',
  install: '/install',
} as const
export type TContentPageSlug = keyof typeof CONTENT_PAGES

/** Folders whose stories each get a page: /posts/{id} and /go/{id}. */
export const CONTENT_FOLDERS = { posts: '/posts/[id]', go: '/go/[id]' } as const
export type TContentFolder = keyof typeof CONTENT_FOLDERS

/** Public pages that are not stories but belong in the sitemap. */
export const OTHER_PUBLIC_PATHS = [
  '/survey/test',
  '/survey/motivation',
  '/craving',
  '/medicines',
  '/register',
  '/start-data-deletion',
] as const

/** A route in next-intl's terms: a pathname template and its params. */
export type TRouteHref =
  | { pathname: (typeof CONTENT_PAGES)[TContentPageSlug] | (typeof OTHER_PUBLIC_PATHS)[number] }
  | { pathname: (typeof CONTENT_FOLDERS)[TContentFolder]; params: { id: string } }

const STORY_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The route that shows a story, or null when no page shows it. */
export function routeForStory(fullSlug: string): TRouteHref | null {
  const slug = fullSlug.replace(/^\/+|\/+$/g, '') || 'home'
  if (slug in CONTENT_PAGES) return { pathname: CONTENT_PAGES[slug as TContentPageSlug] }
  const [folder, id, ...rest] = slug.split('/')
  if (folder && id && rest.length === 0 && folder in CONTENT_FOLDERS && STORY_ID.test(id)) {
    return { pathname: CONTENT_FOLDERS[folder as TContentFolder], params: { id } }
  }
  return null
}

/** '/help' → '/de/hilfe'; '/posts/[id]' with id → '/de/posts/{id}'. The public, localized path. */
export function localizePath(locale: TLocale, href: TRouteHref): string {
  const template =
    href.pathname in localizedSlugs
      ? localizedSlugs[href.pathname as keyof typeof localizedSlugs][locale]
      : href.pathname
  const path = 'params' in href ? template.replace('[id]', href.params.id) : template
  return withLocale(locale, path)
}

/**
 * The path inside the app's file tree (`app/[locale]/…`), which is what Next caches a page
 * under and what revalidatePath takes: '/de/help', '/en/posts/{id}', '/fr'.
 */
export function internalPath(locale: TLocale, href: TRouteHref): string {
  const path = 'params' in href ? href.pathname.replace('[id]', href.params.id) : href.pathname
  return path === '/' ? `/${locale}` : `/${locale}${path}`
}

/** The absolute, percent-encoded URL of a page in a locale. */
export function absoluteUrl(baseUrl: string, locale: TLocale, href: TRouteHref): string {
  return `${baseUrl.replace(/\/+$/, '')}${encodeURI(localizePath(locale, href))}`
}

/** Absolute URLs of a page in every locale, keyed by hreflang, plus x-default (sitemap entries). */
export function alternateUrls(baseUrl: string, href: TRouteHref): Record<string, string> {
  const url = (locale: TLocale) => absoluteUrl(baseUrl, locale, href)
  return {
    ...Object.fromEntries(locales.map((locale) => [languageTags[locale], url(locale)])),
    'x-default': url(defaultLocale),
  }
}

const LOCALIZED_BY_ENGLISH = new Map<string, Record<TLocale, string>>(Object.entries(localizedSlugs))

/**
 * A site-relative URL written in English form in content ('/help#quit-date', '/survey/test')
 * as the path of that page in `locale` ('/de/hilfe#quit-date', '/de/survey/test').
 */
export function localizeInternalUrl(locale: TLocale, url: string): string {
  const match = /^([^?#]*)([?#].*)?$/.exec(url)
  const path = match?.[1] || '/'
  const suffix = match?.[2] ?? ''
  const firstSegment = path.split('/')[1]
  if (firstSegment && (locales as readonly string[]).includes(firstSegment)) return url
  const localized = LOCALIZED_BY_ENGLISH.get(path)?.[locale] ?? path
  return `${withLocale(locale, localized)}${suffix}`
}

/** The story a site path in English form shows ('/help' → 'help', '/posts/x' → 'posts/x'), if any. */
export function storySlugForPath(pathname: string): string | null {
  const clean = pathname.replace(/\/+$/, '') || '/'
  const page = Object.entries(CONTENT_PAGES).find(([, value]) => value === clean)
  if (page) return page[0]
  const [, folder, id, ...rest] = clean.split('/')
  return folder && id && rest.length === 0 && folder in CONTENT_FOLDERS ? `${folder}/${id}` : null
}
