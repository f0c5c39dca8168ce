import { defaultLocale, isLocale, type TLocale } from '@/i18n/locales'

/** Splits '/de/hilfe' into { locale: 'de', rest: '/hilfe' }; unprefixed paths are English. */
export function splitLocale(pathname: string): { locale: TLocale; rest: string; prefixed: boolean } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname)
  const first = match?.[1]
  if (first && isLocale(first)) return { locale: first, rest: match?.[2] ?? '/', prefixed: true }
  return { locale: defaultLocale, rest: pathname, prefixed: false }
}

/** '/hilfe' in 'de' → '/de/hilfe'; English has no prefix. */
export function withLocale(locale: TLocale, rest: string): string {
  if (locale === defaultLocale) return rest
  return rest === '/' ? `/${locale}` : `/${locale}${rest}`
}

/** Decodes percent-encoding once so '/ru/%D0%BF…' compares equal to '/ru/п…'. */
export function decodePath(pathname: string): string {
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}
