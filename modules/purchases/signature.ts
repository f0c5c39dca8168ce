import { createHmac, timingSafeEqual } from 'node:crypto'

/** The header a store notification carries its signature in. */
export const SIGNATURE_HEADER = 'x-exhale-signature'

/** `sha256=<hex>` of HMAC-SHA256 over the raw request body with PURCHASES_WEBHOOK_SECRET. */
export function signPayload(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`
}

/** Compares in constant time; a missing or malformed header is simply not valid. */
export function isValidSignature(secret: string, rawBody: string, header: string | null): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/i.test(header.trim())) return false
  const expected = Buffer.from(signPayload(secret, rawBody), 'utf8')
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8')
  return expected.length === given.length && timingSafeEqual(expected, given)
}
