import 'server-only'
import { createHash, createHmac, randomBytes } from 'node:crypto'
import { getConfig } from '@/lib/config'
import { getAuthSecret } from '@/lib/secrets'

/**
 * The key of every keyed hash: the auth secret (BETTER_AUTH_SECRET or DATA_DIR/auth-secret).
 * Unit tests without a secret use a fixed one instead of writing into a data directory.
 */
function getHashSecret(): string {
  const config = getConfig()
  if (!config.BETTER_AUTH_SECRET && config.NODE_ENV === 'test') return 'exhale-unit-test-secret'
  return getAuthSecret(config)
}

/**
 * A keyed hash (HMAC-SHA-256) of a personal value, for records that must outlive the value
 * (consent proofs, audit entries, rate-limit keys): equal inputs match, but the table alone does
 * not reveal or let anybody brute-force the value (IP addresses and ids are small spaces).
 */
export function hashPersonalValue(purpose: string, value: string): string {
  return createHmac('sha256', getHashSecret()).update(`${purpose}\u0000${value}`).digest('base64url')
}

/** A random single-use token (256 bits) and the SHA-256 that is stored instead of it. */
export function createToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: hashToken(token) }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}
