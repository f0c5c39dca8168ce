import { useLocale } from 'next-intl'
import type { ComponentProps } from 'react'
import { localizedPath } from '@/i18n/locale-path'
import { intentPrefetch } from '@/modules/ui/components/page-link'

/**
 * A link of the chrome every page has (header, footer, brand, 404) to an English route, in the
 * page's language: our slug table and a plain anchor that the router follows once the page has
 * hydrated (decision 072), not next-intl's Link, whose client part (locale prefixes and the
 * cookie sync) would ship with every page. Fetched when someone is about to follow it, not on
 * load (`intentPrefetch`).
 */
export function SiteLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return <a {...intentPrefetch} href={localizedPath(useLocale(), href)} {...props} />
}
