import 'server-only'
import { eq, sql } from 'drizzle-orm'
import webpush from 'web-push'
import { db } from '@/db/client'
import { pushSubscription } from '@/db/schema/push'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { listPushTargets, type TPushTarget } from './queries'
import type { TPushMessage } from './schemas'
import { getVapidDetails } from './vapid'

/** How long a push service keeps a message for a device that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60
const SEND_TIMEOUT_MS = 30_000

export type TPushOutcome = { delivered: number; removed: number; failed: number }

type TSendOptions = { fetch?: typeof fetch }

/**
 * Sends one notification to every device of the person. web-push encrypts it (RFC 8291,
 * aes128gcm) and signs the request (VAPID, RFC 8292); we post it ourselves, once: a push send is
 * not idempotent, so it is never retried here (the caller's schedule decides about a next try).
 * A device the push service no longer knows (404, 410) is forgotten.
 */
export async function sendPushToUser(
  userId: string,
  message: TPushMessage,
  options: TSendOptions = {},
): Promise<TPushOutcome> {
  const targets = await listPushTargets(userId)
  const outcome: TPushOutcome = { delivered: 0, removed: 0, failed: 0 }
  if (targets.length === 0) return outcome
  const vapidDetails = getVapidDetails(getConfig())
  const payload = JSON.stringify(message)
  for (const target of targets) {
    const result = await sendToDevice(target, payload, vapidDetails, options.fetch ?? fetch)
    outcome[result] += 1
  }
  return outcome
}

async function sendToDevice(
  target: TPushTarget,
  payload: string,
  vapidDetails: ReturnType<typeof getVapidDetails>,
  send: typeof fetch,
): Promise<keyof TPushOutcome> {
  const request = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    { vapidDetails, TTL: TIME_TO_LIVE_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
  )
  let status: number
  try {
    const response = await send(request.endpoint, {
      method: 'POST',
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    status = response.status
    await response.body?.cancel()
  } catch (error) {
    logger.warn({ err: error, subscription: target.id }, 'push: the push service did not answer')
    await recordFailure(target.id)
    return 'failed'
  }
  if (status >= 200 && status < 300) {
    await db
      .update(pushSubscription)
      .set({ lastDeliveredAt: new Date(), failures: 0 })
      .where(eq(pushSubscription.id, target.id))
    return 'delivered'
  }
  if (status === 404 || status === 410) {
    await db.delete(pushSubscription).where(eq(pushSubscription.id, target.id))
    return 'removed'
  }
  logger.warn({ status, subscription: target.id }, 'push: the push service refused the message')
  await recordFailure(target.id)
  return 'failed'
}

async function recordFailure(id: string) {
  await db
    .update(pushSubscription)
    .set({ failures: sql`${pushSubscription.failures} + 1` })
    .where(eq(pushSubscription.id, id))
}
