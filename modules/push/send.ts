import 'server-only'
import { eq, sql } from 'drizzle-orm'
import webpush from 'web-push'
import { db } from '@/db/client'
import { pushSubscription } from '@/db/schema/push'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { deliverPush, type TDeliveryResult } from './deliver'
import type { TPushEndpointRule } from './endpoint-rule'
import { listPushTargets, type TPushTarget } from './queries'
import type { TPushMessage } from './schemas'
import { getVapidDetails } from './vapid'

/** How long a push service keeps a message for a device that is offline. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60

export type TPushOutcome = { delivered: number; removed: number; failed: number }

type TSendOptions = { rule?: TPushEndpointRule }

/**
 * Sends one notification to every device of the person. web-push encrypts it (RFC 8291,
 * aes128gcm) and signs the request (VAPID, RFC 8292); we post it ourselves, once, to an endpoint
 * the endpoint rule allows (decision 060): a push send is not idempotent, so it is never retried
 * here (the caller's schedule decides about a next try). A device the push service no longer
 * knows (404, 410), or whose endpoint or keys can never work, is forgotten. Never throws for a
 * device: one broken device leaves the others and the caller's mail alone.
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
    const result = await sendToDevice(target, payload, vapidDetails, options.rule).catch((error: unknown) => {
      logger.error({ err: error, subscription: target.id }, 'push: sending to a device failed')
      return 'failed' as const
    })
    outcome[result] += 1
  }
  return outcome
}

/** web-push's encrypted, signed request; null when the stored keys are not a usable device key. */
function buildRequest(
  target: TPushTarget,
  payload: string,
  vapidDetails: ReturnType<typeof getVapidDetails>,
) {
  try {
    return webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      { vapidDetails, TTL: TIME_TO_LIVE_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
    )
  } catch (error) {
    logger.warn({ err: error, subscription: target.id }, 'push: the device keys cannot encrypt')
    return null
  }
}

async function sendToDevice(
  target: TPushTarget,
  payload: string,
  vapidDetails: ReturnType<typeof getVapidDetails>,
  rule: TPushEndpointRule | undefined,
): Promise<keyof TPushOutcome> {
  const request = buildRequest(target, payload, vapidDetails)
  if (!request) return forget(target.id)
  const result: TDeliveryResult = await deliverPush(
    request.endpoint,
    {
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
    },
    rule,
  )
  if ('refused' in result) {
    logger.warn({ refusal: result.refused, subscription: target.id }, 'push: endpoint refused by the rule')
    // A name that resolves inside now may be a passing DNS fault; a wrong shape never heals.
    if (result.refused === 'private-address' || result.refused === 'unresolvable')
      return recordFailure(target.id)
    return forget(target.id)
  }
  if ('error' in result) {
    logger.warn({ err: result.error, subscription: target.id }, 'push: the push service did not answer')
    return recordFailure(target.id)
  }
  const { status } = result
  if (status >= 200 && status < 300) {
    await db
      .update(pushSubscription)
      .set({ lastDeliveredAt: new Date(), failures: 0 })
      .where(eq(pushSubscription.id, target.id))
    return 'delivered'
  }
  if (status === 404 || status === 410) return forget(target.id)
  logger.warn({ status, subscription: target.id }, 'push: the push service refused the message')
  return recordFailure(target.id)
}

async function forget(id: string): Promise<'removed'> {
  await db.delete(pushSubscription).where(eq(pushSubscription.id, id))
  return 'removed'
}

async function recordFailure(id: string): Promise<'failed'> {
  await db
    .update(pushSubscription)
    .set({ failures: sql`${pushSubscription.failures} + 1` })
    .where(eq(pushSubscription.id, id))
  return 'failed'
}
