import 'server-only'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { failureResponse } from '@/lib/route'
import { ingestNotification } from './commands'
import { ZPurchaseNotification } from './schemas'
import { isValidSignature, SIGNATURE_HEADER } from './signature'

const MAX_BODY_BYTES = 64 * 1024

/**
 * `POST /api/purchases/webhook`: a store notification, HMAC-signed over the raw body. Bad or
 * missing signature → 401; not configured → 503; a body that is not a notification → 400;
 * otherwise 200 with what happened (`created`, `refunded`, or `unchanged` for a replay).
 */
export async function handlePurchaseWebhook(
  request: Request,
  secret: string | undefined = getConfig().PURCHASES_WEBHOOK_SECRET,
): Promise<Response> {
  if (!secret) return failureResponse(request, 'purchases/not-configured')
  const raw = await request.text()
  if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES)
    return failureResponse(request, 'common/payload-too-large')
  if (!isValidSignature(secret, raw, request.headers.get(SIGNATURE_HEADER))) {
    return failureResponse(request, 'purchases/invalid-signature')
  }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch (error) {
    logger.warn({ err: error }, 'purchase notification is not JSON')
    return failureResponse(request, 'purchases/invalid-notification')
  }
  const notification = ZPurchaseNotification.safeParse(json)
  if (!notification.success) {
    const issues = notification.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }))
    return failureResponse(request, 'purchases/invalid-notification', { details: { issues } })
  }
  const outcome = await ingestNotification(notification.data)
  logger.info({ ...outcome, store: notification.data.store }, 'purchase notification')
  return Response.json(outcome, { headers: { 'Cache-Control': 'no-store' } })
}
