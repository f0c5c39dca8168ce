import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { ZQuitSupportFile } from './schemas'

// The shipped defaults (content/quit-support.json, decision 065): valid, and every language has
// at least one service with a number to call, a website and the date its details were checked.
const shipped = ZQuitSupportFile.parse(
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'content', 'quit-support.json'), 'utf8')),
)

describe('the shipped quit support services', () => {
  it('list at least one service per language, named in that language, each with a dialable number', () => {
    for (const locale of locales) {
      const ids = shipped.locales[locale] ?? []
      expect(ids.length, locale).toBeGreaterThan(0)
      for (const id of ids) {
        const service = shipped.services.find((candidate) => candidate.id === id)
        expect(service?.name[locale], `${locale} ${id}`).toBeTruthy()
        expect(service?.tel, id).toMatch(/^\+?[0-9]{3,15}$/)
        expect(service?.checked, id).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
    }
  })

  it('rejects a file that names a service it does not describe, or a number that cannot be dialled', () => {
    const broken = structuredClone(shipped)
    broken.locales.en = ['nowhere']
    expect(ZQuitSupportFile.safeParse(broken).success).toBe(false)
    const badNumber = structuredClone(shipped)
    if (badNumber.services[0]) badNumber.services[0].tel = 'call us'
    expect(ZQuitSupportFile.safeParse(badNumber).success).toBe(false)
  })
})
