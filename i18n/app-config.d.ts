import type { TLocale } from './locales'

// next-intl's hooks and server functions (useLocale, getLocale) answer our locale type, no cast.
declare module 'next-intl' {
  interface AppConfig {
    Locale: TLocale
  }
}
