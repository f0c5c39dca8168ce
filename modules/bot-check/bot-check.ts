import 'server-only'
import { createHmac } from 'node:crypto'
import { createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Challenge, Solution } from 'altcha-lib/types'
import { z } from 'zod'
import { getConfig, type TConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { readOrCreateSecretFile } from '@/lib/secrets'
import { markChallengeUsed } from './used-challenges'

/** The name of the form field (and of the HTTP header for JSON requests) carrying the solution. */
export const BOT_CHECK_FIELD = 'altcha'
export const BOT_CHECK_HEADER = 'x-altcha'

/** A challenge must be answered within this time, then it expires. */
export const BOT_CHALLENGE_SECONDS = 10 * 60

// Proof of work: PBKDF2-SHA-256 with `COST` iterations per try, and a secret counter the solver
// must find by trying every value up to it (about 2 500 tries on average: a fraction of a second
// in a browser with workers, a second on a slow phone). Cheap for one person, a real cost for a bot
// sending thousands of forms; raise COST to make every answer dearer.
const ALGORITHM = 'PBKDF2/SHA-256'
const COST = 100
const COUNTER_MIN = 1_000
const COUNTER_MAX = 4_000

export type TBotCheckOutcome = 'ok' | 'missing' | 'invalid' | 'expired' | 'replayed'

/**
 * ALTCHA_HMAC_KEY; else one derived from BETTER_AUTH_SECRET; else a key generated once into
 * DATA_DIR/altcha-hmac-key. Instances behind one nginx answer each other's challenges (the
 * challenge comes from one, the form goes to another): those that share BETTER_AUTH_SECRET but
 * not a DATA_DIR failed every second bot check (npm run test:scale, 2026-11-23).
 */
export function getBotCheckKey(config: TConfig = getConfig()): string {
  if (config.ALTCHA_HMAC_KEY) return config.ALTCHA_HMAC_KEY
  if (config.BETTER_AUTH_SECRET)
    return createHmac('sha256', config.BETTER_AUTH_SECRET)
      .update('exhale/altcha-hmac-key')
      .digest('base64url')
  return readOrCreateSecretFile(config, 'altcha-hmac-key', 'ALTCHA_HMAC_KEY')
}

/** The second key signs the expected derived key (deterministic mode); derived, not stored. */
function keys(config: TConfig) {
  const hmac = getBotCheckKey(config)
  return { hmacSignatureSecret: hmac, hmacKeySignatureSecret: `${hmac}:derived-key` }
}

/** ALTCHA_DISABLED=1 (refused in production) or =force: every answer is taken, see .env.example. */
export function isBotCheckDisabled(config: TConfig = getConfig()): boolean {
  return config.ALTCHA_DISABLED === '1' || config.ALTCHA_DISABLED === 'force'
}

/** A new signed challenge for the widget (GET /api/bot-check). */
export async function createBotChallenge(config: TConfig = getConfig()): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: new Date(Date.now() + BOT_CHALLENGE_SECONDS * 1000),
    ...keys(config),
  })
}

const ZPayload = z.object({
  challenge: z.object({
    parameters: z
      .object({ nonce: z.string().min(8).max(200), expiresAt: z.number().int().positive() })
      .loose(),
    signature: z.string().max(500).optional(),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(500) }).loose(),
})

function parsePayload(raw: string): z.infer<typeof ZPayload> | null {
  try {
    const parsed = ZPayload.safeParse(JSON.parse(Buffer.from(raw, 'base64').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * Checks a widget's answer (base64 JSON of challenge + solution) before any work is done: signed
 * by us, solved, not expired, and never used before (the use is recorded here, so a second
 * submission of the same answer is refused even on another instance).
 */
export async function verifyBotCheck(raw: unknown, config: TConfig = getConfig()): Promise<TBotCheckOutcome> {
  if (isBotCheckDisabled(config)) return 'ok'
  if (typeof raw !== 'string' || raw.trim() === '') return 'missing'
  if (raw.length > 4000) return 'invalid'
  const payload = parsePayload(raw)
  if (!payload) return 'invalid'
  let result: Awaited<ReturnType<typeof verifySolution>>
  try {
    result = await verifySolution({
      challenge: payload.challenge as unknown as Challenge,
      solution: payload.solution as Solution,
      deriveKey,
      ...keys(config),
    })
  } catch (error) {
    logger.debug({ err: error }, 'bot check: unreadable answer')
    return 'invalid'
  }
  if (result.expired) return 'expired'
  if (!result.verified) return 'invalid'
  const { nonce, expiresAt } = payload.challenge.parameters
  const first = await markChallengeUsed(nonce, new Date(expiresAt * 1000), config.REDIS_URL)
  return first ? 'ok' : 'replayed'
}
