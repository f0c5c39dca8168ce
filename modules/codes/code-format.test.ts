import { describe, expect, it } from 'vitest'
import { CODE_ALPHABET, formatCode, generateCode, normalizeCode } from './code-format'

describe('code format', () => {
  it('uses 32 characters without 0, O, 1 and I', () => {
    expect(CODE_ALPHABET).toHaveLength(32)
    expect(new Set(CODE_ALPHABET).size).toBe(32)
    for (const lookAlike of ['0', 'O', '1', 'I']) expect(CODE_ALPHABET).not.toContain(lookAlike)
  })

  it('generates 10 characters of the alphabet', () => {
    for (let i = 0; i < 1000; i += 1)
      expect(generateCode()).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{10}$/)
  })

  it('maps every byte value evenly onto the alphabet', () => {
    const seen = new Map<string, number>()
    for (let byte = 0; byte < 256; byte += 1) {
      const letter = generateCode((size) => Buffer.alloc(size, byte))[0]!
      seen.set(letter, (seen.get(letter) ?? 0) + 1)
    }
    expect([...seen.values()].every((n) => n === 8)).toBe(true)
  })

  it('shows codes in two groups of five and reads them back however typed', () => {
    expect(formatCode('K7Q2MX9PAD')).toBe('K7Q2M-X9PAD')
    expect(normalizeCode('K7Q2M-X9PAD')).toBe('K7Q2MX9PAD')
    expect(normalizeCode(' k7q2m x9pad ')).toBe('K7Q2MX9PAD')
    expect(normalizeCode('K7Q2M–X9PAD')).toBe('K7Q2MX9PAD')
  })

  it('rejects what cannot be a code', () => {
    expect(normalizeCode('')).toBeNull()
    expect(normalizeCode('K7Q2M-X9PA')).toBeNull()
    expect(normalizeCode('K7Q2M-X9PAD2')).toBeNull()
    expect(normalizeCode('K7Q2M-X9PA0')).toBeNull()
    expect(normalizeCode('<script>')).toBeNull()
  })
})
