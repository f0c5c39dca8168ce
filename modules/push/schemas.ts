import { z } from 'zod'
import { isAuthSecret, isP256PublicKey } from './device-keys'

const ZBase64Url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url')

/**
 * What `PushSubscription.toJSON()` gives in the browser: an https endpoint (which push services
 * are allowed is the endpoint rule's part, modules/push/endpoint-rule.ts) and keys that can
 * encrypt, checked here so that a bad key never reaches a reminder pass.
 */
export const ZPushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2048),
  keys: z.object({
    p256dh: ZBase64Url.max(120).refine(isP256PublicKey, 'not a P-256 public key'),
    auth: ZBase64Url.max(40).refine(isAuthSecret, 'not a 16-byte secret'),
  }),
})
export type TPushSubscriptionInput = z.infer<typeof ZPushSubscriptionInput>

export const ZPushUnsubscribeInput = z.object({ endpoint: z.url().max(2048) })

/** What a notification shows; the service worker opens `url` (same origin only) on a click. */
export const ZPushMessage = z.object({
  title: z.string().min(1).max(120),
  body: z.string().max(400),
  url: z.string().startsWith('/').max(500),
  /** Replaces an earlier notification with the same tag on the device instead of stacking. */
  tag: z.string().max(64).optional(),
})
export type TPushMessage = z.infer<typeof ZPushMessage>
