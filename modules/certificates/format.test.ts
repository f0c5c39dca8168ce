import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import de from '@/messages/de.json'
import en from '@/messages/en.json'
import es from '@/messages/es.json'
import fr from '@/messages/fr.json'
import it_ from '@/messages/it.json'
import nl from '@/messages/nl.json'
import pl from '@/messages/pl.json'
import pt from '@/messages/pt.json'
import ru from '@/messages/ru.json'
import { formatCount, formatMoney, formatQuitDate, withDate } from './format'

// A line may break at U+0020 and the other ordinary spaces; a figure must contain none of them.
const BREAKABLE = /[\u0020\u1680\u2000-\u200A\u205F\u3000]/

const messages = { de, en, es, fr, it: it_, nl, pl, pt, ru }

describe.each(locales)('certificate figures in %s', (locale) => {
  const sentence = messages[locale].certificates.sheet.since

  it('keeps amounts in every currency on one line', () => {
    for (const currency of ['EUR', 'RUB', 'PLN', 'USD', 'GBP', 'CHF']) {
      const amount = formatMoney(locale, 1_000_000, currency)
      expect(amount, `${locale} ${currency}`).not.toMatch(BREAKABLE)
      expect(amount).toMatch(/10.?000/)
    }
    expect(formatCount(locale, 12_345)).not.toMatch(BREAKABLE)
  })

  it('ends the quit-date sentence with one period', () => {
    for (const quitDate of ['2024-01-15', '2026-11-01']) {
      const date = formatQuitDate(locale, quitDate)
      const text = withDate(sentence.replace('{date}', date), date)
      expect(text, text).not.toMatch(/\.\.$|\. ?\.$/)
      expect(text.endsWith('.')).toBe(true)
      expect(text).toContain(date.replace(/\.$/, ''))
    }
  })
})

describe('certificate figures', () => {
  it('writes the Russian date once with its "г." and no doubled period', () => {
    const date = formatQuitDate('ru', '2024-01-15')
    expect(date).toBe('15 января 2024 г.')
    expect(withDate(`не курит с ${date}.`, date)).toBe('не курит с 15 января 2024 г.')
  })

  it('writes the German rouble amount with no-break spaces', () => {
    expect(formatMoney('de', 1_000_000, 'RUB')).toBe('10.000,00\u00A0RUB')
    expect(formatMoney('ru', 1_000_000, 'RUB')).toBe('10\u00A0000,00\u00A0₽')
  })
})
