import { handlePurchaseWebhook } from '@/modules/purchases/webhook'

export const dynamic = 'force-dynamic'

/** Store notifications (HMAC-signed, idempotent by store transaction id): modules/purchases/webhook.ts. */
export async function POST(request: Request): Promise<Response> {
  return handlePurchaseWebhook(request)
}
