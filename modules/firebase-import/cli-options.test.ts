import { describe, expect, it } from 'vitest'
import { readImportArgs } from './cli-options'

const base = { file: 'users.json', 'hash-config': 'hash.json' }

describe('the options of npm run import:firebase-users', () => {
  it('maps Google and Apple to ours by default, and a --provider changes one', () => {
    expect([...readImportArgs(base).providers]).toEqual([
      ['google.com', 'google'],
      ['apple.com', 'apple'],
    ])
    const mapped = readImportArgs({ ...base, provider: ['google.com=oidc'], locale: 'de', 'dry-run': true })
    expect(mapped).toMatchObject({ locale: 'de', dryRun: true, batchSize: 500 })
    expect(mapped.providers.get('google.com')).toBe('oidc')
  })

  it('names a missing or wrong option', () => {
    expect(() => readImportArgs({ file: 'users.json' })).toThrow(/^--hash-config: missing\nusage: /)
    expect(() => readImportArgs({ ...base, locale: 'xx' })).toThrow(/^--locale: one of en, de, /)
    expect(() => readImportArgs({ ...base, provider: ['google.com=facebook'] })).toThrow(
      '--provider google.com=facebook: "facebook" is not one of ours (google, apple, oidc)',
    )
    expect(() => readImportArgs({ ...base, 'batch-size': '0' })).toThrow(/^--batch-size: /)
  })
})
