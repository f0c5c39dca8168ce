import { describe, expect, it, vi } from 'vitest'
import { locales } from '@/i18n/locales'
import { formatCount, formatMoney } from './format'
import { renderCertificatePdf, type TCertificatePdfTexts } from './pdf'

vi.mock('next-intl/server', () => ({ getTranslations: vi.fn() }))

const texts = (name: string): TCertificatePdfTexts => ({
  title: `Smoke-free certificate: ${name}`,
  site: 'Exhale',
  heading: 'Smoke-free certificate',
  awardedTo: 'This certifies that',
  name,
  since: 'has not smoked since 15 January 2024.',
  stats: [
    { label: 'Smoke-free days', value: '120', text: '120 days smoke-free' },
    { label: 'Money saved', value: '€630.00' },
    {
      label: 'Next health milestone',
      value: 'in 150 days',
      text: 'Coughing and shortness of breath decrease.',
    },
  ],
  message: 'One day at a time.',
  issuedBy: 'Issued by Exhale',
})

describe('certificate PDF', () => {
  it('is a real PDF carrying the name', async () => {
    const pdf = await renderCertificatePdf(texts('Ada Lovelace'), 'en')
    const raw = pdf.toString('latin1')
    expect(raw.startsWith('%PDF-')).toBe(true)
    expect(raw.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(raw).toContain('Ada Lovelace')
    expect(pdf.length).toBeGreaterThan(5_000)
  }, 30_000)

  it('renders Cyrillic and Polish names with the embedded font', async () => {
    const pdf = await renderCertificatePdf(texts('Łucja Żółć и Наташа'), 'ru')
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.toString('latin1')).toContain('NotoSans')
  }, 30_000)
})

type TLaidOut = {
  type?: string
  box?: { width: number }
  lines?: { string: string }[]
  children?: TLaidOut[]
}

/** The laid-out text boxes of a rendered PDF (react-pdf's layout tree). */
async function layOut(input: TCertificatePdfTexts, language: string) {
  let root: TLaidOut | undefined
  await renderCertificatePdf(input, language, (params) => {
    root = (params as { _INTERNAL__LAYOUT__DATA_?: TLaidOut })._INTERNAL__LAYOUT__DATA_
  })
  const texts: { lines: string[]; width: number; parentWidth: number }[] = []
  const walk = (node: TLaidOut, parentWidth: number) => {
    if (node.type === 'TEXT' && node.lines)
      texts.push({ lines: node.lines.map((line) => line.string), width: node.box?.width ?? 0, parentWidth })
    for (const child of node.children ?? []) walk(child, node.box?.width ?? parentWidth)
  }
  if (root) walk(root, 0)
  return texts
}

describe('certificate PDF figures', () => {
  it.each(locales)(
    'keeps every figure on one line in %s, even large rouble and euro amounts',
    async (locale) => {
      for (const currency of ['RUB', 'EUR']) {
        const money = formatMoney(locale, 123_456_789, currency)
        const days = formatCount(locale, 12_345)
        const input = texts('Ada')
        input.stats = [
          { label: 'Smoke-free days', value: days },
          { label: 'Money saved', value: money },
          { label: 'Next health milestone', value: 'in 150 days', text: 'Coughing decreases.' },
        ]
        const laidOut = await layOut(input, locale)
        for (const value of [days, money]) {
          const text = laidOut.find((box) => box.lines.join('') === value)
          expect(
            text,
            `${locale}: ${value} on one line, got ${JSON.stringify(laidOut.map((b) => b.lines))}`,
          ).toBeDefined()
          expect(text!.lines).toHaveLength(1)
        }
        // The days figure is shown once: no second "N days smoke-free" line.
        expect(laidOut.filter((box) => box.lines.join(' ').includes(days))).toHaveLength(1)
      }
    },
    60_000,
  )
})
