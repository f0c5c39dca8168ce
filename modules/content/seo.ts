// Search and sharing: title and description from the story, canonical URL and hreflang
// alternates for the nine locales (buildPageMetadata), Open Graph, and Article data for posts.
import type { Metadata } from 'next'
import { languageTags, type TLocale } from '@/i18n/locales'
import { getConfig } from '@/lib/config'
import { buildPageMetadata } from '@/modules/i18n/public'
import { localizePath, type TRouteHref } from './paths'
import type { TStoryResult } from './types'
import { contentVariablesFromConfig, fillVariables } from './variables'

function absolute(pathOrUrl: string): string {
  return new URL(pathOrUrl, getConfig().PUBLIC_URL).toString()
}

export async function buildStoryMetadata(
  locale: TLocale,
  result: TStoryResult,
  href: TRouteHref,
  options: { type?: 'website' | 'article' } = {},
): Promise<Metadata> {
  const page = result.story.content
  const variables = contentVariablesFromConfig(getConfig())
  const title = fillVariables(page.title, variables)
  const description = fillVariables(page.description, variables)
  // A fallback page is English text at a localized URL: keep it out of the index until translated.
  const index = !page.noindex && !result.fallback
  const base = await buildPageMetadata(locale, title, { description, href, index })
  const url = absolute(encodeURI(localizePath(locale, href)))
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      title,
      description,
      url,
      type: options.type ?? 'website',
      ...(page.image
        ? { images: [{ url: absolute(page.image.filename), alt: page.image.alt ?? undefined }] }
        : {}),
      ...(options.type === 'article' && result.story.first_published_at
        ? {
            publishedTime: result.story.first_published_at,
            modifiedTime: result.story.published_at ?? undefined,
          }
        : {}),
    },
    twitter: { card: page.image ? 'summary_large_image' : 'summary', title, description },
  }
}

/** schema.org Article for a post (https://schema.org/Article), as JSON-LD. */
export function buildArticleJsonLd(
  locale: TLocale,
  result: TStoryResult,
  href: TRouteHref,
  siteName: string,
) {
  const { story } = result
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: story.content.title,
    description: story.content.description,
    inLanguage: languageTags[result.locale],
    datePublished: story.first_published_at ?? story.created_at,
    dateModified: story.published_at ?? story.first_published_at ?? story.created_at,
    mainEntityOfPage: absolute(encodeURI(localizePath(locale, href))),
    ...(story.content.image ? { image: absolute(story.content.image.filename) } : {}),
    author: { '@type': 'Organization', name: siteName, url: absolute('/') },
    publisher: { '@type': 'Organization', name: siteName, url: absolute('/') },
  }
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in content. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
