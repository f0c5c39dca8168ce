import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import en from '@/messages/en.json'
import { CERTIFICATE_ERROR_GROUPS } from './schemas'

// The certificate pages ship only the error strings of CERTIFICATE_ERROR_GROUPS. A code of another
// feature written into this feature's code would reach the form without its text.
const folder = path.join(process.cwd(), 'modules/certificates')
const sources = fs
  .readdirSync(folder)
  .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
  .map((name) => fs.readFileSync(path.join(folder, name), 'utf8'))
  .join('\n')
const knownCodes = new Set(Object.keys(en.errors))

describe('certificate error codes', () => {
  it('every error code in the feature is one of the groups its pages ship', () => {
    const used = [...sources.matchAll(/'([a-z-]+\/[a-z-]+)'/g)]
      .map((match) => match[1] ?? '')
      .filter((code) => knownCodes.has(code))
    expect(used.length).toBeGreaterThan(5)
    const groups: readonly string[] = CERTIFICATE_ERROR_GROUPS
    expect(used.filter((code) => !groups.includes(code.split('/')[0] ?? ''))).toEqual([])
  })
})
