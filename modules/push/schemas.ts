import { z } from 'zod'

const ZBase64Url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, 'base64url')

/** What `PushSubscription.toJSON()` gives in the browser; the endpoint must be https. */
export const ZPushSubscriptionInput = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2048),
  keys: z.object({
    p256dh: ZBase64Url.min(80).max(120),
    auth: ZBase64Url.min(16).max(40),
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
