// The nine languages and their regional language tags, as the replaced site had them. Kept free of
// next-intl imports so scripts, tests and the proxy can read it cheaply.
import { DEFAULT_LOCALE } from './default-locale'

export const locales = ['en', 'de', 'fr', 'nl', 'es', 'ru', 'it', 'pt', 'pl'] as const
export type TLocale = (typeof locales)[number]
export const defaultLocale: TLocale = DEFAULT_LOCALE

export const languageTags: Record<TLocale, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  nl: 'nl-NL',
  es: 'es-ES',
  ru: 'ru-RU',
  it: 'it-IT',
  pt: 'pt-PT',
  pl: 'pl-PL',
}

/** Names of the languages in their own language, for the switcher. */
export const localeNames: Record<TLocale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  nl: 'Nederlands',
  es: 'Español',
  ru: 'Русский',
  it: 'Italiano',
  pt: 'Português',
  pl: 'Polski',
}

export const localeCookieName = 'i18n_redirected'
export const localeCookieMaxAge = 60 * 60 * 24 * 365

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** Localized slugs (docs/ARCHITECTURE.md, product rules). Every other path keeps its English form. */
export const localizedSlugs = {
  '/help': {
    en: '/help',
    de: '/hilfe',
    fr: '/aide',
    nl: '/hulp',
    es: '/ayuda',
    ru: '/помощь',
    it: '/aiuto',
    pt: '/ajuda',
    pl: '/pomoc',
  },
  '/quit-smoking': {
    en: '/quit-smoking',
    de: '/nikotinentzug',
    fr: '/arreter-de-fumer',
    nl: '/stoppen-met-roken',
    es: '/dejar-de-fumar',
    ru: '/бросить-курить',
    it: '/smettere-di-fumare',
    pt: '/parar-de-fumar',
    pl: '/rzucanie-palenia',
  },
} as const satisfies Record<string, Record<TLocale, string>>
