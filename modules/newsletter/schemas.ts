import { z } from 'zod'
import { locales } from '@/i18n/locales'
import type { TErrorCode } from '@/lib/action-result'

/** Addresses are compared trimmed and in lower case; 254 is the longest valid address. */
export const ZEmail = z.string().trim().toLowerCase().max(254).pipe(z.email())

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
  email: ZEmail,
  // An unchecked checkbox is not sent at all.
  consent: z.literal('on', { error: 'newsletter/consent-required' }),
  locale: z.enum(locales),
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

export type TNewsletterErrorCode = (typeof NEWSLETTER_ERROR_CODES)[number]

/** The subscribe form's state: the same `sent` whether or not the address was known. */
export type TSubscribeState =
  | { status: 'idle' }
  | { status: 'sent' }
  /** Sent without JavaScript (no bot-check answer): one more click, with a form token (decision 045). */
  | { status: 'confirm'; email: string; sourcePage?: string; formToken: string }
  | {
      status: 'error'
      code: TNewsletterErrorCode
      email?: string
      fields?: { email?: boolean; consent?: boolean }
    }
