import 'server-only'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { ingestNotification } from './commands'
import { ZPurchaseNotification } from './schemas'
import { isValidSignature, SIGNATURE_HEADER } from './signature'

const MAX_BODY_BYTES = 64 * 1024

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })
}

/**
 * `POST /api/purchases/webhook`: a store notification, HMAC-signed over the raw body. Bad or
 * missing signature → 401; not configured → 503; a body that is not a notification → 400;
 * otherwise 200 with what happened (`created`, `refunded`, or `unchanged` for a replay).
 */
export async function handlePurchaseWebhook(
  request: Request,
  secret: string | undefined = getConfig().PURCHASES_WEBHOOK_SECRET,
): Promise<Response> {
  if (!secret) return answer(503, { code: 'purchases/not-configured' })
  const raw = await request.text()
  if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES)
    return answer(413, { code: 'purchases/invalid-notification' })
  if (!isValidSignature(secret, raw, request.headers.get(SIGNATURE_HEADER))) {
    return answer(401, { code: 'purchases/invalid-signature' })
  }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch (error) {
    logger.warn({ err: error }, 'purchase notification is not JSON')
    return answer(400, { code: 'purchases/invalid-notification' })
  }
  const notification = ZPurchaseNotification.safeParse(json)
  if (!notification.success) {
    return answer(400, {
      code: 'purchases/invalid-notification',
      issues: notification.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      })),
    })
  }
  const outcome = await ingestNotification(notification.data)
  logger.info({ ...outcome, store: notification.data.store }, 'purchase notification')
  return answer(200, outcome)
}
