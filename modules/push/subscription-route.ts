import 'server-only'
import { getConfig } from '@/lib/config'
import { failureResponse } from '@/lib/route'
import { isForeignOrigin } from '@/lib/routing/origin'
import { readSession } from '@/modules/auth/public'
import { removePushSubscription, savePushSubscription } from './commands'
import { ZPushSubscriptionInput, ZPushUnsubscribeInput } from './schemas'
import { getVapidDetails } from './vapid'

const NO_STORE = { 'Cache-Control': 'no-store' }

async function readJson(request: Request): Promise<unknown> {
  if (!(request.headers.get('content-type') ?? '').startsWith('application/json')) return null
  return request.json().catch(() => null)
}

/** `GET /api/push`: the public VAPID key a browser subscribes with (`applicationServerKey`). */
export function handlePushKeyRequest(): Response {
  return Response.json({ publicKey: getVapidDetails(getConfig()).publicKey }, { headers: NO_STORE })
}

/**
 * `POST /api/push` with the browser's `PushSubscription.toJSON()` keeps this device for the
 * signed-in person; `DELETE /api/push` with `{ endpoint }` forgets it. Errors are localized by
 * `?locale=` (lib/route.ts): 400 unreadable, 401 not signed in, 403 another origin.
 */
export async function handlePushSubscriptionRequest(request: Request): Promise<Response> {
  if (isForeignOrigin(request.headers.get('origin'), getConfig()))
    return failureResponse(request, 'push/forbidden')
  const session = await readSession(request.headers)
  if (!session) return failureResponse(request, 'push/sign-in-required')
  const body = await readJson(request)
  if (request.method === 'DELETE') {
    const input = ZPushUnsubscribeInput.safeParse(body)
    if (!input.success) return failureResponse(request, 'push/invalid-request')
    const removed = await removePushSubscription(session.user.id, input.data.endpoint)
    return Response.json({ ok: true, removed }, { headers: NO_STORE })
  }
  const input = ZPushSubscriptionInput.safeParse(body)
  if (!input.success) return failureResponse(request, 'push/invalid-request')
  await savePushSubscription(session.user.id, input.data, request.headers.get('user-agent'))
  return Response.json({ ok: true }, { status: 201, headers: NO_STORE })
}
