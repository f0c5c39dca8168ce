import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { servedPath, type TRouteHref } from '@/i18n/locale-path'
import { defaultLocale, isLocale, languageTags, locales, type TLocale } from '@/i18n/locales'
import type { getPathname } from '@/i18n/navigation'
import type { TPathname } from '@/i18n/routing'

type THref = Parameters<typeof getPathname>[0]['href']

/**
 * Title "<page> · Exhale", description, and for a page search engines may index its canonical URL
 * and hreflang alternates. A page kept out of the index (`index: false`: sign-in, account, admin)
 * gets neither: search engines ignore hreflang between pages they may not index and read a
 * canonical beside `noindex` as a contradiction, and each link is work on every request.
 */
export async function buildPageMetadata(
  locale: TLocale,
  title: string,
  options: { description?: string; href?: THref | TPathname; index?: boolean } = {},
): Promise<Metadata> {
  // A path outside the proxy (/favicon.ico, /x.png) reaches [locale] with that as the locale: the
  // layout answers 404, so metadata rendered alongside must not fail with a 500 first.
  if (!isLocale(locale)) notFound()
  const t = await getTranslations({ locale, namespace: 'meta' })
  // The metadata's routes carry params, never a query.
  const href = options.href as TRouteHref | undefined
  const alternates =
    href && options.index !== false
      ? {
          canonical: servedPath(locale, href),
          languages: {
            ...Object.fromEntries(locales.map((l) => [languageTags[l], servedPath(l, href)])),
            'x-default': servedPath(defaultLocale, href),
          },
        }
      : undefined
  return {
    title: `${title} · ${t('siteName')}`,
    description: options.description ?? t('description'),
    alternates,
    robots: options.index === false ? { index: false, follow: false } : undefined,
    openGraph: { siteName: t('siteName'), title, locale: languageTags[locale].replace('-', '_') },
  }
}
