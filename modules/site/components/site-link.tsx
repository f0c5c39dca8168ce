import Link from 'next/link'
import { getLocale } from 'next-intl/server'
import type { ComponentProps } from 'react'
import { localizedPath } from '@/i18n/locale-path'
import { intentPrefetch } from '@/modules/ui/components/intent-prefetch'

/**
 * A link of the chrome every page has (header, footer, brand, 404) to an English route, in the
 * page's language. It is next/link with our slug table, not next-intl's Link: that one's client
 * part (locale prefixes and the cookie sync) would ship with every page (4.4 KB gzip). Fetched
 * when someone is about to follow it, not on load (intentPrefetch).
 */
export async function SiteLink({
  href,
  ...props
}: Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string }) {
  return <Link {...intentPrefetch} href={localizedPath(await getLocale(), href)} {...props} />
}
