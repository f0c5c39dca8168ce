import { routeHandler } from '@/lib/route'
import { handlePushKeyRequest, handlePushSubscriptionRequest } from '@/modules/push/subscription-route'

export const dynamic = 'force-dynamic'

/** Web Push for the signed-in person's devices: modules/push/subscription-route.ts. */
export const GET = routeHandler(handlePushKeyRequest)
export const POST = routeHandler(handlePushSubscriptionRequest)
export const DELETE = routeHandler(handlePushSubscriptionRequest)
