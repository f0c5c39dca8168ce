import type { ComponentProps } from 'react'
import { servedUrl } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { intentPrefetch } from './page-link'

type TRouteLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  locale: TLocale
  /** An English route of the site: '/forgot-password', '/certificate/abc'. */
  href: string
  query?: Record<string, string>
}

/**
 * A link to a route of the site in a language (our slug table), for server and client components
 * alike: a plain anchor that the router follows once the page has hydrated, and whose page is
 * fetched when someone points at or focuses it (`intentPrefetch`, decisions 071 and 072).
 */
export function RouteLink({ locale, href, query, ...props }: TRouteLinkProps) {
  return <a {...intentPrefetch} href={servedUrl(locale, href, query ?? {})} {...props} />
}
