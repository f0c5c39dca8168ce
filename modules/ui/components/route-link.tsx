import NextLink from 'next/link'
import type { ComponentProps } from 'react'
import { localizedPath } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { intentPrefetch } from './intent-prefetch'

type TRouteLinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  locale: TLocale
  /** An English route of the site: '/forgot-password', '/certificate/abc'. */
  href: string
  query?: Record<string, string>
}

/**
 * A link to a route of the site in a language (our slug table), for server and client components
 * alike. next/link, which every page loads anyway, not next-intl's Link: that one's client part
 * (locale prefixes, route patterns, the cookie sync) adds about 4 KB of script to the page. Its
 * page is fetched when someone points at or focuses the link (decision 071).
 */
export function RouteLink({ locale, href, query, ...props }: TRouteLinkProps) {
  return <NextLink {...intentPrefetch} href={{ pathname: localizedPath(locale, href), query }} {...props} />
}
