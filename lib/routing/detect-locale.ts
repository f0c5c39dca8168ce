import { match } from '@formatjs/intl-localematcher'
import Negotiator from 'negotiator'
import { defaultLocale, isLocale, locales, type TLocale } from '@/i18n/locales'

/** The cookie's locale when valid, otherwise the best match for Accept-Language. */
export function detectLocale(cookieValue: string | undefined, acceptLanguage: string | null): TLocale {
  if (isLocale(cookieValue)) return cookieValue
  const requested = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).languages()
  try {
    const best = match(requested, [...locales], defaultLocale)
    return isLocale(best) ? best : defaultLocale
  } catch {
    // A malformed language tag in the header: fall back like a browser without preference.
    return defaultLocale
  }
}
