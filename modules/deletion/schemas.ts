import { z } from 'zod'
import { locales } from '@/i18n/locales'
import { ZEmail, ZVerificationToken } from '@/modules/newsletter/shared'

export const ZDeletionRequestInput = z.object({
  email: ZEmail,
  locale: z.enum(locales),
})

/** The mailed link's token: the same shape as every other single-use token (32 random bytes). */
export const ZDeletionToken = ZVerificationToken

export const ZConfirmDeletionInput = z.object({ token: ZDeletionToken })

export const ZDeleteAccountInput = z.object({
  locale: z.enum(locales),
  confirmation: z.string().trim().max(50),
  password: z.string().max(200).optional(),
})

export type TDeletionErrorCode =
  | 'deletion/invalid-email'
  | 'deletion/too-many-requests'
  | 'deletion/confirmation-mismatch'
  | 'deletion/link-invalid'
  | 'deletion/sign-in-required'
  | 'auth/requires-recent-login'
  | 'auth/wrong-password'
  | 'bot-check/missing'
  | 'bot-check/failed'

export type TDeletionFormState =
  | { status: 'idle' }
  | { status: 'sent' }
  /** Sent without JavaScript (no bot-check answer): one more click, with a form token (decision 045). */
  | { status: 'confirm'; email: string; formToken: string }
  | { status: 'error'; code: TDeletionErrorCode; email?: string }
