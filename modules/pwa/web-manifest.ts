// The web app manifest of each locale: an installed German app starts and stays in /de, an
// English one at /. Pure, so the unit test can check every locale without a server.

import { withLocale } from '@/i18n/locale-path'
import { languageTags, locales, type TLocale } from '@/i18n/locales'
import { BRAND_GREEN } from './icon-artwork'

export type TWebManifestIcon = { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }

export type TWebManifest = {
  id: string
  name: string
  short_name: string
  description: string
  lang: string
  dir: 'ltr'
  start_url: string
  scope: string
  display: 'standalone'
  orientation: 'any'
  background_color: string
  theme_color: string
  categories: string[]
  icons: TWebManifestIcon[]
}

export type TWebManifestTexts = { name: string; shortName: string; description: string }

export const MANIFEST_ICONS: TWebManifestIcon[] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]

export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png'

export function manifestFileName(locale: TLocale): string {
  return `${locale}.webmanifest`
}

/** '/manifests/de.webmanifest': the URL the locale layout links (outside the proxy: it has a dot). */
export function manifestPath(locale: TLocale): string {
  return `/manifests/${manifestFileName(locale)}`
}

/** The file name in /manifests/ back to its locale, or null for anything else. */
export function parseManifestFileName(fileName: string): TLocale | null {
  const match = /^([a-z]{2})\.webmanifest$/.exec(fileName)
  const locale = match?.[1]
  return locales.find((known) => known === locale) ?? null
}

export function buildWebManifest(locale: TLocale, texts: TWebManifestTexts): TWebManifest {
  // '/de' rather than '/de/': Next redirects the trailing slash away, and a start URL that
  // redirects out of the scope would open the installed app with the browser's address bar.
  const home = withLocale(locale, '/')
  return {
    id: home,
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: languageTags[locale],
    dir: 'ltr',
    start_url: home,
    scope: home,
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: BRAND_GREEN,
    categories: ['health', 'lifestyle'],
    icons: MANIFEST_ICONS,
  }
}
