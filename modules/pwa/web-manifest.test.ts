import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { languageTags, locales } from '@/i18n/locales'
import {
  APPLE_TOUCH_ICON,
  buildWebManifest,
  MANIFEST_ICONS,
  manifestPath,
  parseManifestFileName,
} from './web-manifest'

const texts = { name: 'Exhale: stop smoking', shortName: 'Exhale', description: 'Free help to stop smoking.' }

function pngSize(file: string): { width: number; height: number } {
  const bytes = fs.readFileSync(path.join(process.cwd(), 'public', file))
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('buildWebManifest', () => {
  it('starts and stays in the locale: / for English, /de for German', () => {
    expect(buildWebManifest('en', texts)).toMatchObject({
      start_url: '/',
      scope: '/',
      id: '/',
      lang: 'en-US',
    })
    expect(buildWebManifest('de', texts)).toMatchObject({
      start_url: '/de',
      scope: '/de',
      id: '/de',
      lang: 'de-DE',
    })
  })

  it.each(locales)('is installable in %s (fields Chromium and Lighthouse require)', (locale) => {
    const manifest = buildWebManifest(locale, texts)
    expect(manifest.name).toBe(texts.name)
    expect(manifest.short_name).toBe('Exhale')
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
    expect(manifest.display).toBe('standalone')
    expect(manifest.theme_color).toBe('#0f7a5c')
    expect(manifest.lang).toBe(languageTags[locale])
    // The start URL lies inside the scope, and both are in the locale's path.
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true)
    expect(manifest.start_url).toBe(locale === 'en' ? '/' : `/${locale}`)
    const sizes = manifest.icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true)
  })

  it('points at icon files that exist with the declared sizes', () => {
    for (const icon of MANIFEST_ICONS) {
      const { width, height } = pngSize(icon.src)
      expect(`${width}x${height}`).toBe(icon.sizes)
    }
    expect(pngSize(APPLE_TOUCH_ICON)).toEqual({ width: 180, height: 180 })
  })
})

describe('manifest file names', () => {
  it('round-trips every locale', () => {
    for (const locale of locales) {
      const file = manifestPath(locale).split('/').pop() ?? ''
      expect(parseManifestFileName(file)).toBe(locale)
    }
  })

  it('rejects anything that is not a locale manifest', () => {
    for (const name of ['xx.webmanifest', 'de.json', 'de', '../de.webmanifest', 'EN.webmanifest']) {
      expect(parseManifestFileName(name)).toBeNull()
    }
  })
})
