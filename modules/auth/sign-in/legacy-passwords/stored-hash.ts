import { FIREBASE_SCRYPT_LIMITS, type TFirebaseScryptParameters } from './firebase-scrypt'

/**
 * An imported Firebase password as it waits in `accounts.password` until its owner's first
 * sign-in (decision 068): the hash with everything needed to check it, in one self-describing
 * string. Better Auth's own hashes are `salt:key` in hex and never start with `$`, so the two
 * cannot be confused.
 *
 *   $firebase-scrypt$r=<rounds>,m=<memCost>$<saltSeparator>$<signerKey>$<salt>$<hash>
 *
 * (byte values in standard base64, which has no `$`).
 */
export type TStoredFirebaseHash = { hash: string; salt: string; parameters: TFirebaseScryptParameters }

const PREFIX = '$firebase-scrypt$'
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
const COSTS = /^r=(\d{1,2}),m=(\d{1,2})$/

export function formatFirebaseHash({ hash, salt, parameters }: TStoredFirebaseHash): string {
  const { rounds, memCost, saltSeparator, signerKey } = parameters
  return `${PREFIX}r=${rounds},m=${memCost}$${saltSeparator}$${signerKey}$${salt}$${hash}`
}

/** The parts of a stored Firebase hash, or null for any other value (our own hashes). */
export function parseFirebaseHash(stored: string): TStoredFirebaseHash | null {
  if (!stored.startsWith(PREFIX)) return null
  const [costs, saltSeparator, signerKey, salt, hash, ...rest] = stored.slice(PREFIX.length).split('$')
  const cost = COSTS.exec(costs ?? '')
  if (!cost || rest.length > 0) return null
  const rounds = Number(cost[1])
  const memCost = Number(cost[2])
  const { rounds: roundLimits, memCost: memLimits } = FIREBASE_SCRYPT_LIMITS
  if (rounds < roundLimits.min || rounds > roundLimits.max) return null
  if (memCost < memLimits.min || memCost > memLimits.max) return null
  const parts = [saltSeparator, signerKey, salt, hash]
  if (!parts.every((part): part is string => part !== undefined && BASE64.test(part))) return null
  return {
    hash: hash!,
    salt: salt!,
    parameters: {
      rounds,
      memCost,
      saltSeparator: saltSeparator!,
      signerKey: signerKey!,
    },
  }
}
