import { decodePath, splitLocale, withLocale } from '@/i18n/locale-path'
import { localizedSlugs, type TLocale } from '@/i18n/locales'

export type TRedirect = { location: string; status: 307 | 308 }

const slugVariants = Object.values(localizedSlugs).map((variants) => ({
  all: new Set<string>(Object.values(variants)),
  forLocale: variants as Record<TLocale, string>,
}))

/**
 * The permanent redirects of the replaced site (docs/ARCHITECTURE.md, product rules), in one pure
 * function so each rule is unit-tested. Returns undefined when the path is served as is.
 */
export function resolveSeedRedirect(rawPathname: string, search: string): TRedirect | undefined {
  const pathname = decodePath(rawPathname)
  const keep = (path: string, rawTail = ''): TRedirect => ({
    location: encodeURI(path) + rawTail + search,
    status: 308,
  })
  // decodeURI leaves %2F encoded, so the raw and the decoded path have the same segments. The
  // part of the path a rule does not rewrite is passed on raw (re-encoding it would turn %2F
  // into %252F).
  const rawSegments = rawPathname.split('/')
  const rawAfter = (segments: number) =>
    rawSegments.length > segments ? `/${rawSegments.slice(segments).join('/')}` : ''

  if (pathname === '/en' || pathname.startsWith('/en/')) {
    return keep('', rawAfter(2) || '/')
  }
  const { locale, rest, prefixed } = splitLocale(pathname)
  if (/^\/(friend-invite|developer-login)/.test(rest)) return keep(withLocale(locale, '/'))
  if (rest.includes('/privacy-')) return keep(withLocale(locale, '/privacy'))

  // A help or quit-smoking slug of another language → this language's slug.
  const first = `/${rest.split('/')[1] ?? ''}`
  for (const variants of slugVariants) {
    if (variants.all.has(first) && variants.forLocale[locale] !== first) {
      return keep(withLocale(locale, variants.forLocale[locale]), rawAfter(prefixed ? 3 : 2))
    }
  }
  return undefined
}
