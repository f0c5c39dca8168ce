import fs from 'node:fs'
import path from 'node:path'
import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import type { TLocale } from '@/i18n/locales'

// The breathing phases name their length with a plural, so a phase of 1, 4 or 6 seconds reads
// right in every language (Russian and Polish have three forms).
function phaseText(locale: TLocale, phase: 'in' | 'hold' | 'out', seconds: number): string {
  const messages = JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'))
  const t = createTranslator({ locale, messages, namespace: 'companion.craving.breathing' })
  return t(`phase.${phase}`, { seconds, breath: 2, total: 18 })
}

describe('breathing phase messages', () => {
  it.each([
    ['ru', 'out', 1, '1 секунда'],
    ['ru', 'in', 4, '4 секунды'],
    ['ru', 'out', 6, '6 секунд'],
    ['pl', 'out', 1, '1 sekunda'],
    ['pl', 'hold', 4, '4 sekundy'],
    ['pl', 'out', 6, '6 sekund'],
    ['en', 'in', 1, '1 second'],
    ['de', 'out', 6, '6 Sekunden'],
  ] as const)('%s %s for %i seconds says "%s"', (locale, phase, seconds, words) => {
    expect(phaseText(locale, phase, seconds)).toContain(words)
  })
})
