// Client-safe: back to the first step of the sign-in, keeping the wanted target.
import type { TLocale } from '@/i18n/locales'
import { withLocale } from '@/lib/routing/locale-path'

export function loginHref(locale: TLocale, wanted: string | null): string {
  const page = withLocale(locale, '/login')
  return wanted ? `${page}?redirect=${encodeURIComponent(wanted)}` : page
}
