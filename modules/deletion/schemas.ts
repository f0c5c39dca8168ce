import { z } from 'zod'
import { locales } from '@/i18n/locales'
import type { TActionResult } from '@/lib/action-result'
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

/**
 * The public request's answer: the same `sent` whether or not the address is known; `confirm`
 * when it came without JavaScript (no bot-check answer): one more click, with a form token
 * (decision 045).
 */
export type TDeletionRequestResult = TActionResult<
  { step: 'sent' } | { step: 'confirm'; email: string; formToken: string }
>
