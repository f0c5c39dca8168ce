import { ECDH } from 'node:crypto'

/** The browser's public key (PushSubscription `p256dh`): an uncompressed point on P-256 (RFC 8291 §3.1). */
export function isP256PublicKey(base64url: string): boolean {
  const bytes = Buffer.from(base64url, 'base64url')
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false
  try {
    // Throws for a point that is not on the curve.
    ECDH.convertKey(bytes, 'prime256v1')
    return true
  } catch {
    return false
  }
}

/** The browser's authentication secret (PushSubscription `auth`): 16 random bytes (RFC 8291 §3.2). */
export function isAuthSecret(base64url: string): boolean {
  return Buffer.from(base64url, 'base64url').length === 16
}
