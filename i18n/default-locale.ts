// The language of the unprefixed paths, on its own: client code that needs only this (the error
// view's way home) then does not ship the locale tables of locales.ts with it.
export const DEFAULT_LOCALE = 'en'

/** The home page of a locale: `/` in English, `/de` in German. */
export function homePath(locale: string): string {
  return locale === DEFAULT_LOCALE ? '/' : `/${locale}`
}
