import { localeCookieMaxAge, localeCookieName, type TLocale } from '@/i18n/locales'

export type TLocaleCookie = {
  name: string
  value: string
  maxAge: number
  path: string
  sameSite: 'lax' | 'none'
  secure: boolean
}

/** `i18n_redirected`: 365 days, path /, SameSite=Lax (None; Secure when cross-site is configured). */
export function buildLocaleCookie(locale: TLocale, crossSite: boolean): TLocaleCookie {
  return {
    name: localeCookieName,
    value: locale,
    maxAge: localeCookieMaxAge,
    path: '/',
    sameSite: crossSite ? 'none' : 'lax',
    secure: crossSite,
  }
}

/** The same cookie as a document.cookie string, for the language switcher. */
export function serializeLocaleCookie(locale: TLocale, crossSite: boolean): string {
  const cookie = buildLocaleCookie(locale, crossSite)
  return `${cookie.name}=${cookie.value}; Max-Age=${cookie.maxAge}; Path=${cookie.path}; SameSite=${crossSite ? 'None' : 'Lax'}${cookie.secure ? '; Secure' : ''}`
}
