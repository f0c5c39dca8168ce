import { z } from 'zod'
import {
  decodeFirebaseBase64,
  FIREBASE_SCRYPT_LIMITS,
  type TFirebaseScryptParameters,
} from '@/modules/auth/public'
import { ImportInputError } from './input-error'
import { describeIssues } from './zod-issues'

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/

const ZBase64 = z
  .string()
  .trim()
  .regex(BASE64, 'expected base64 as the Firebase console shows it')
  .refine((value) => decodeFirebaseBase64(value).length > 0, 'decodes to nothing')

/**
 * The project's password hash parameters as the Firebase console shows them (Authentication →
 * Users → ⋮ → Password hash parameters), saved as JSON; the console's own `hash_config { … }`
 * text is read too.
 */
export const ZFirebaseHashConfig = z.strictObject({
  algorithm: z.literal('SCRYPT', 'only SCRYPT, the algorithm of Firebase Authentication'),
  base64_signer_key: ZBase64,
  base64_salt_separator: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9+/_-]*={0,2}$/, 'expected base64'),
  rounds: z.coerce
    .number()
    .int()
    .min(FIREBASE_SCRYPT_LIMITS.rounds.min)
    .max(FIREBASE_SCRYPT_LIMITS.rounds.max),
  mem_cost: z.coerce
    .number()
    .int()
    .min(FIREBASE_SCRYPT_LIMITS.memCost.min)
    .max(FIREBASE_SCRYPT_LIMITS.memCost.max),
})
export type TFirebaseHashConfig = z.infer<typeof ZFirebaseHashConfig>

/** `hash_config { algorithm: SCRYPT, base64_signer_key: …, rounds: 8, … }` → its fields. */
function readConsoleText(text: string): Record<string, string> | null {
  const body = /^\s*hash_config\s*\{([\s\S]*)\}\s*$/.exec(text)?.[1]
  if (body === undefined) return null
  const fields: Record<string, string> = {}
  for (const entry of body.split(/[,\n]/)) {
    const pair = /^\s*([A-Za-z0-9_]+)\s*:\s*(.*?)\s*$/.exec(entry)
    if (pair) fields[pair[1]!] = pair[2]!.replace(/^"(.*)"$/, '$1')
    else if (entry.trim() !== '') throw new ImportInputError(`cannot read "${entry.trim()}"`)
  }
  return fields
}

function readFields(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    const fields = readConsoleText(text)
    if (fields) return fields
    throw new ImportInputError(
      'neither JSON ({"algorithm":"SCRYPT","base64_signer_key":"…",…}) nor the console\'s hash_config { … } text',
    )
  }
}

/** The hash parameters for checking imported passwords, or an error naming the bad field. */
export function parseHashConfig(text: string, file = 'hash config'): TFirebaseScryptParameters {
  let fields: unknown
  try {
    fields = readFields(text)
  } catch (error) {
    if (error instanceof ImportInputError) throw new ImportInputError(`${file}: ${error.message}`)
    throw error
  }
  const parsed = ZFirebaseHashConfig.safeParse(fields)
  if (!parsed.success) throw new ImportInputError(`${file}: ${describeIssues(parsed.error)}`)
  const config = parsed.data
  // Stored in the standard alphabet, whichever the console gave.
  return {
    signerKey: decodeFirebaseBase64(config.base64_signer_key).toString('base64'),
    saltSeparator: decodeFirebaseBase64(config.base64_salt_separator).toString('base64'),
    rounds: config.rounds,
    memCost: config.mem_cost,
  }
}
