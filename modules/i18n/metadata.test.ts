import { describe, expect, it, vi } from 'vitest'
import { buildPageMetadata } from './metadata'

vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }))

describe('page metadata', () => {
  it('gives an indexable page its canonical URL and an alternate in every language', async () => {
    const metadata = await buildPageMetadata('de', 'Hilfe', { href: '/help' })
    expect(metadata.alternates?.canonical).toBe('/de/hilfe')
    expect(metadata.alternates?.languages).toMatchObject({ 'en-US': '/help', 'x-default': '/help' })
    expect(Object.keys(metadata.alternates?.languages ?? {})).toHaveLength(10)
    expect(metadata.robots).toBeUndefined()
  })

  it('keeps a page out of search engines without a canonical URL or alternates', async () => {
    const metadata = await buildPageMetadata('de', 'Konto', { href: '/account', index: false })
    expect(metadata.robots).toEqual({ index: false, follow: false })
    expect(metadata.alternates).toBeUndefined()
    expect(metadata.title).toBe('Konto · siteName')
  })
})
