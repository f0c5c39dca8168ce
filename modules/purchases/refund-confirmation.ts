import 'server-only'
import { createHmac, timingSafeEqual } from 'node:crypto'
import { getConfig } from '@/lib/config'
import { getAuthSecret } from '@/lib/secrets'

// A refund takes two steps: the confirm page names the purchase and amount and carries this token
// in its form; the refund action refuses a request without a valid one. So the single POST of the
// old one-click button (or a replayed or forged one) changes nothing. The token binds the
// purchase, the admin and an expiry, signed with the server's secret; it is no secret itself.

const VALID_MS = 30 * 60_000

function sign(purchaseId: string, adminId: string, expires: number): string {
  return createHmac('sha256', `${getAuthSecret(getConfig())}:refund-confirmation`)
    .update(`${purchaseId}:${adminId}:${expires}`)
    .digest('base64url')
}

/** The token of the confirm page for this admin and purchase, valid for half an hour. */
export function createRefundConfirmation(purchaseId: string, adminId: string, now = new Date()): string {
  const expires = now.getTime() + VALID_MS
  return `${expires}.${sign(purchaseId, adminId, expires)}`
}

/** True when the token came from the confirm page of this purchase, for this admin, in time. */
export function checkRefundConfirmation(
  token: string | undefined,
  purchaseId: string,
  adminId: string,
  now = new Date(),
): boolean {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '')
  if (!match) return false
  const expires = Number(match[1])
  if (expires < now.getTime()) return false
  const expected = Buffer.from(sign(purchaseId, adminId, expires))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
