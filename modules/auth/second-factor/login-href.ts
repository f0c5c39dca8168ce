// Client-safe: back to the first step of the sign-in, keeping the wanted target.

import { withLocale } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'

export function loginHref(locale: TLocale, wanted: string | null): string {
  const page = withLocale(locale, '/login')
  return wanted ? `${page}?redirect=${encodeURIComponent(wanted)}` : page
}
