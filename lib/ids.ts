import { randomBytes } from 'node:crypto'

/** Bytes of randomness in a public id: 18 bytes = 144 bits (≥ 128 required), 24 characters. */
export const ID_BYTES = 18
export const ID_PATTERN = /^[A-Za-z0-9_-]{24}$/

/**
 * A public id nobody can guess or enumerate: base64url of 18 random bytes. Used for
 * certificates and challenge invitations, whose links are shared.
 */
export function createUnguessableId(): string {
  return randomBytes(ID_BYTES).toString('base64url')
}
