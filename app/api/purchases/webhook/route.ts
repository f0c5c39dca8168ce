import { routeHandler } from '@/lib/route'
import { handlePurchaseWebhook } from '@/modules/purchases/webhook-route'

export const dynamic = 'force-dynamic'

/** Store notifications (HMAC-signed, idempotent by store transaction id): modules/purchases/webhook-route.ts. */
export const POST = routeHandler((request: Request) => handlePurchaseWebhook(request))
