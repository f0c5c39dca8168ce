import NextLink from 'next/link'
import type { ComponentProps } from 'react'
import { localizedPath } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'

type TRouteLinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & {
  locale: TLocale
  /** An English route of the site: '/forgot-password', '/certificate/abc'. */
  href: string
  query?: Record<string, string>
}

/**
 * A link to a route of the site in a language (our slug table), for server and client components
 * alike. next/link, which every page loads anyway, not next-intl's Link: that one's client part
 * (locale prefixes, route patterns, the cookie sync) adds about 4 KB of script to the page. Not marked
 * with `intentPrefetch`: its links sit inside the sign-in forms' Suspense boundary, and a
 * next/link with `prefetch={false}` there made the boundary stream after the shell, so the form
 * re-rendered after a failed post without JavaScript stayed hidden (decision 071).
 */
export function RouteLink({ locale, href, query, ...props }: TRouteLinkProps) {
  return <NextLink href={{ pathname: localizedPath(locale, href), query }} {...props} />
}
