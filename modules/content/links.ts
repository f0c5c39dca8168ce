// Turns content links (Storyblok multilinks and rich-text link marks) into safe hrefs in the
// reader's locale. Only http(s), mailto:, tel:, site-relative paths and anchors are allowed, so
// content can never inject a javascript: URL.
import type { TLocale } from '@/i18n/locales'
import { localizeInternalUrl, localizePath, routeForStory } from './paths'
import type { TMultilink } from './types'

export type TResolvedLink = { href: string; external: boolean }

const SAFE_EXTERNAL = /^(https?:\/\/|mailto:|tel:)/i

function withAnchor(href: string, anchor: string | null | undefined): string {
  if (!anchor) return href
  return `${href.split('#')[0]}#${encodeURIComponent(anchor)}`
}

/** A site-relative or absolute URL from content; null when it is empty or not allowed. */
export function resolveUrl(url: string | undefined, locale: TLocale): TResolvedLink | null {
  const value = url?.trim()
  if (!value) return null
  if (value.startsWith('#')) return { href: value, external: false }
  if (value.startsWith('/') && !value.startsWith('//')) {
    return { href: localizeInternalUrl(locale, value), external: false }
  }
  if (SAFE_EXTERNAL.test(value)) return { href: value, external: /^https?:/i.test(value) }
  return null
}

/** A story's public URL from its full slug ('posts/first-days' → '/de/posts/first-days'). */
export function resolveStorySlug(fullSlug: string, locale: TLocale): string {
  const [slug = '', hash] = fullSlug.split('#')
  const route = routeForStory(slug)
  const path = route ? localizePath(locale, route) : localizeInternalUrl(locale, `/${slug}`)
  return hash ? `${path}#${hash}` : path
}

export function resolveMultilink(link: TMultilink | undefined, locale: TLocale): TResolvedLink | null {
  if (!link) return null
  switch (link.linktype) {
    case 'story': {
      if (link.cached_url === undefined && !link.id) return null
      const href = resolveStorySlug(link.cached_url ?? '', locale)
      return { href: withAnchor(href, link.anchor), external: false }
    }
    case 'email': {
      const email = link.email ?? link.url ?? link.cached_url
      return email ? { href: `mailto:${email.replace(/^mailto:/i, '')}`, external: false } : null
    }
    default: {
      const resolved = resolveUrl(link.url ?? link.cached_url, locale)
      return resolved ? { ...resolved, href: withAnchor(resolved.href, link.anchor) } : null
    }
  }
}

/** A rich-text link mark's attributes. */
export function resolveRichTextLink(
  attrs: { href: string; linktype?: string; anchor?: string | null },
  locale: TLocale,
): TResolvedLink | null {
  if (attrs.linktype === 'story') {
    return { href: withAnchor(resolveStorySlug(attrs.href, locale), attrs.anchor), external: false }
  }
  if (attrs.linktype === 'email') {
    return { href: `mailto:${attrs.href.replace(/^mailto:/i, '')}`, external: false }
  }
  const resolved = resolveUrl(attrs.href, locale)
  return resolved ? { ...resolved, href: withAnchor(resolved.href, attrs.anchor) } : null
}
