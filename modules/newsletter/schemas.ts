import { z } from 'zod'
import { locales } from '@/i18n/locales'
import type { TActionResult, TErrorCode } from '@/lib/action-result'

/**
 * Addresses are compared trimmed and in lower case; 254 is the longest valid address. With
 * `error`, every rejection is that code (the form shows it under the field).
 */
export const emailField = (error?: TErrorCode) =>
  z.string({ error }).trim().toLowerCase().max(254, { error }).pipe(z.email({ error }))
export const ZEmail = emailField()

/** A same-site path the form was sent from, or nothing (never an absolute URL). */
export const ZSourcePage = z
  .string()
  .trim()
  .max(300)
  .transform((value) =>
    value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : undefined,
  )
  .optional()

export const ZSubscribeInput = z.object({
  email: emailField('newsletter/invalid-email'),
  // An unchecked checkbox is not sent at all.
  consent: z.literal('on', { error: 'newsletter/consent-required' }),
  locale: z.enum(locales, { error: 'newsletter/invalid-email' }),
  sourcePage: ZSourcePage,
})
export type TSubscribeInput = z.infer<typeof ZSubscribeInput>

/** 32 random bytes in base64url. */
export const ZVerificationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/)

export const ZSubscriptionId = z.uuid()

export const ZVerifyErrorReason = z.enum(['unknown', 'used', 'expired']).catch('unknown')
export type TVerifyErrorReason = z.infer<typeof ZVerifyErrorReason>

/** What the mail client (RFC 8058) or our own confirm form posts to /unsubscribe/{id}. */
export const ZUnsubscribePost = z.object({
  'List-Unsubscribe': z.literal('One-Click').optional(),
  locale: z.enum(locales).optional(),
})

/**
 * Every error the subscribe form can show. The form is in every page's footer, so only these
 * error strings ship with every page (modules/i18n/client-messages.ts).
 */
export const NEWSLETTER_ERROR_CODES = [
  'newsletter/invalid-email',
  'newsletter/consent-required',
  'newsletter/too-many-requests',
  'bot-check/missing',
  'bot-check/failed',
] as const satisfies readonly TErrorCode[]

/**
 * The subscribe form's answer: the same `sent` whether or not the address was known; `confirm`
 * when it came without JavaScript (no bot-check answer): one more click, with a form token
 * (decision 045).
 */
export type TSubscribeResult = TActionResult<
  { step: 'sent' } | { step: 'confirm'; email: string; sourcePage?: string; formToken: string }
>
