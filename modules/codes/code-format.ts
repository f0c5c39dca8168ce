import { randomBytes } from 'node:crypto'

/**
 * Human-friendly codes: 10 characters of a 32-letter alphabet without the look-alikes 0/O and
 * 1/I, shown in two groups of five ("K7Q2M-X9PAD"). 32^10 ≈ 1.1 × 10^15 possible codes, so a
 * guess hits one of 100 000 codes with odds of about 1 in 10^10; collisions between generated
 * codes are rare and checked anyway (modules/codes/commands.ts).
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
export const CODE_LENGTH = 10
export const CODE_GROUP = 5

const CODE_PATTERN = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`)

/** A random code in stored form (no separator). 256 is a multiple of 32, so no letter is favoured. */
export function generateCode(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(CODE_LENGTH)
  let code = ''
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[bytes[i]! % CODE_ALPHABET.length]
  return code
}

/** Stored form → shown form: "K7Q2MX9PAD" → "K7Q2M-X9PAD". */
export function formatCode(code: string): string {
  return `${code.slice(0, CODE_GROUP)}-${code.slice(CODE_GROUP)}`
}

/**
 * What a person typed → stored form, or null when it cannot be a code. Case, spaces and dashes
 * do not matter ("k7q2m x9pad", "K7Q2M-X9PAD").
 */
export function normalizeCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s\-–—_.]/g, '')
  return CODE_PATTERN.test(code) ? code : null
}
