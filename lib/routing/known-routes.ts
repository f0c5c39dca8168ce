import { decodePath, splitLocale } from '@/i18n/locale-path'
import { locales } from '@/i18n/locales'
import { routing } from '@/i18n/routing'

function toPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^${}()|\\]/g, '\\$&').replace(/\[[^\]]+\]/g, '[^/]+')
  return new RegExp(`^${escaped}/?$`)
}

const patternsByLocale = new Map(
  locales.map((locale) => [
    locale,
    Object.values(routing.pathnames).map((value) =>
      toPattern(typeof value === 'string' ? value : value[locale]),
    ),
  ]),
)

/** True when the path is one of our pages (in its locale's slug), whatever the id. */
export function isKnownRoute(rawPathname: string): boolean {
  const { locale, rest } = splitLocale(decodePath(rawPathname))
  return patternsByLocale.get(locale)?.some((pattern) => pattern.test(rest)) ?? false
}
