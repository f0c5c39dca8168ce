import { handlePushKeyRequest, handlePushSubscriptionRequest } from '@/modules/push/route'

export const dynamic = 'force-dynamic'

/** Web Push for the signed-in person's devices: modules/push/route.ts. */
export function GET(): Response {
  return handlePushKeyRequest()
}

export async function POST(request: Request): Promise<Response> {
  return handlePushSubscriptionRequest(request)
}

export async function DELETE(request: Request): Promise<Response> {
  return handlePushSubscriptionRequest(request)
}
