import { describe, expect, it, vi } from 'vitest'
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
