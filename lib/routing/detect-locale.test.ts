import { describe, expect, it } from 'vitest'
import { detectLocale } from './detect-locale'

describe('detectLocale', () => {
  describe('Accept-Language', () => {
    it.each([
      ['de', 'de'],
      ['de-DE', 'de'],
      ['de-AT,de;q=0.9', 'de'],
      ['fr-CH, fr;q=0.9, en;q=0.8', 'fr'],
      ['nl-BE', 'nl'],
      ['es-419,es;q=0.9', 'es'],
      ['ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', 'ru'],
      ['it', 'it'],
      ['pt-BR,pt;q=0.9', 'pt'],
      ['pl-PL', 'pl'],
      ['en-GB,en;q=0.9', 'en'],
      ['DE-de', 'de'],
    ])('%s → %s', (header, locale) => {
      expect(detectLocale(undefined, header)).toBe(locale)
    })

    it('weighs q-values, not the order', () => {
      expect(detectLocale(undefined, 'en;q=0.5, de;q=0.9')).toBe('de')
      expect(detectLocale(undefined, 'fr;q=0.1, pl;q=0.8, en;q=0.3')).toBe('pl')
      expect(detectLocale(undefined, 'de;q=0, fr')).toBe('fr')
    })

    it('skips languages we do not have', () => {
      expect(detectLocale(undefined, 'ja, zh-CN;q=0.9, it;q=0.5')).toBe('it')
    })

    it('falls back to English', () => {
      expect(detectLocale(undefined, null)).toBe('en')
      expect(detectLocale(undefined, '')).toBe('en')
      expect(detectLocale(undefined, '*')).toBe('en')
      expect(detectLocale(undefined, 'ja, zh')).toBe('en')
    })

    it('falls back to English on a malformed header', () => {
      for (const header of ['!!!', ';;;q=', 'de;q=abc', '-,-', 'x'.repeat(500), 'de-', 'ü-ü']) {
        expect(['en', 'de'], header).toContain(detectLocale(undefined, header))
      }
      expect(detectLocale(undefined, '!!!')).toBe('en')
      expect(detectLocale(undefined, ';;;q=')).toBe('en')
    })
  })

  describe('cookie', () => {
    it('wins over the header', () => {
      expect(detectLocale('fr', 'de-DE,de;q=0.9')).toBe('fr')
      expect(detectLocale('en', 'de')).toBe('en')
      expect(detectLocale('ru', null)).toBe('ru')
    })

    it('is ignored when it is not one of our locales', () => {
      expect(detectLocale('xx', 'de')).toBe('de')
      expect(detectLocale('', 'nl')).toBe('nl')
      expect(detectLocale('DE', 'pl')).toBe('pl')
      expect(detectLocale('de-DE', 'it')).toBe('it')
    })
  })
})
