import 'server-only'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { getConfig, type TConfig } from '@/lib/config'
import { getBotCheckKey, isBotCheckDisabled } from './bot-check'
import { markChallengeUsed } from './used-challenges'

/**
 * The bot check of a form sent without JavaScript (decision 045): a token the server issues
 * with the form, signed, that counts only after a person could have read the form (minimum
 * age), for a limited time, and once. ALTCHA's proof of work needs JavaScript; this is its
 * fallback, with the per-address and per-IP rate limits of each form behind it.
 */
export const FORM_TOKEN_FIELD = 'formToken'

/** Sent sooner than this after the token was issued: a script, or a person who must confirm. */
export const FORM_TOKEN_MIN_AGE_MS = 2_000
/** A form left open longer is answered with a fresh token, never with a refusal. */
export const FORM_TOKEN_MAX_AGE_MS = 60 * 60 * 1000

const VERSION = 'f1'

export type TFormTokenOutcome = 'ok' | 'missing' | 'invalid' | 'too-early' | 'expired' | 'replayed'

function sign(payload: string, config: TConfig): string {
  const key = createHmac('sha256', getBotCheckKey(config)).update('exhale/form-token').digest()
  return createHmac('sha256', key).update(payload).digest('base64url')
}

/** A new token for one form ("f1.<issued ms>.<nonce>.<signature>"). */
export function issueFormToken(now = Date.now(), config: TConfig = getConfig()): string {
  const payload = `${VERSION}.${now}.${randomBytes(16).toString('base64url')}`
  return `${payload}.${sign(payload, config)}`
}

/**
 * Checks a token and uses it up: signed by us, at least FORM_TOKEN_MIN_AGE_MS old, not older
 * than FORM_TOKEN_MAX_AGE_MS, never seen before (recorded like an ALTCHA answer, on every
 * instance). A too-early token is not used up, so the person can send the same form again.
 */
export async function verifyFormToken(
  raw: unknown,
  now = Date.now(),
  config: TConfig = getConfig(),
): Promise<TFormTokenOutcome> {
  if (isBotCheckDisabled(config)) return 'ok'
  if (typeof raw !== 'string' || raw === '') return 'missing'
  if (raw.length > 200) return 'invalid'
  const parts = raw.split('.')
  if (parts.length !== 4 || parts[0] !== VERSION) return 'invalid'
  const [version, issued, nonce, signature] = parts as [string, string, string, string]
  const expected = Buffer.from(sign(`${version}.${issued}.${nonce}`, config))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
  const issuedAt = Number(issued)
  if (!Number.isSafeInteger(issuedAt)) return 'invalid'
  const age = now - issuedAt
  if (age < FORM_TOKEN_MIN_AGE_MS) return 'too-early'
  if (age > FORM_TOKEN_MAX_AGE_MS) return 'expired'
  const first = await markChallengeUsed(
    `form:${nonce}`,
    new Date(issuedAt + FORM_TOKEN_MAX_AGE_MS),
    config.REDIS_URL,
  )
  return first ? 'ok' : 'replayed'
}
