import { notFound } from 'next/navigation'
import { isLocale, type TLocale } from './locales'

/**
 * The locale of a `[locale]` route, typed. The layout already answers unknown locales with 404;
 * this checks again instead of trusting a cast, so a page can never run with a foreign value.
 */
export async function localeOf(params: Promise<{ locale: string }>): Promise<TLocale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return locale
}
