'use server'

import { after } from 'next/server'
import { consumeRateLimit, type TRateLimitRule } from '@/db/rate-limit'
import { anybody, formAction, readFields } from '@/lib/action'
import { logger } from '@/lib/logger'
import { readRequestMeta } from '@/lib/request-meta'
import { HUMAN_CHECK_FIELDS, humanCheckStep, ZHumanAnswer } from '@/modules/bot-check/public'
import { requestSubscription } from './commands'
import { CONSENT_TEXT_VERSION } from './consent'
import { sendVerificationMail } from './mails'
import { type TSubscribeResult, ZSubscribeInput } from './schemas'

/** Per client IP: a household or office may share one address. */
const PER_IP: TRateLimitRule = { name: 'newsletter-subscribe-ip', limit: 20, windowSeconds: 15 * 60 }
/** Per address: nobody needs more than a few confirmation mails an hour; stops mail bombing. */
const PER_ADDRESS: TRateLimitRule = { name: 'newsletter-subscribe-address', limit: 3, windowSeconds: 60 * 60 }

/** The newsletter sign-up; a rejected form keeps the typed address (`values.email`). */
export const subscribeAction = formAction({
  read: (form) => readFields(form, ['email', 'consent', 'locale', 'sourcePage', ...HUMAN_CHECK_FIELDS]),
  schema: ZSubscribeInput.extend(ZHumanAnswer.shape),
  // The consent's own code only when the address is fine: one message at a time in the alert.
  invalidCode: (fields) =>
    fields.consent && !fields.email ? 'newsletter/consent-required' : 'newsletter/invalid-email',
  keep: ['email'],
  guard: anybody,
  async run(input): Promise<TSubscribeResult> {
    const human = await humanCheckStep(input)
    if (!human.ok) return human
    if (human.confirmToken) {
      const { email, sourcePage } = input
      return { ok: true, data: { step: 'confirm', email, sourcePage, formToken: human.confirmToken } }
    }
    const meta = await readRequestMeta()
    const allowed =
      (await consumeRateLimit(PER_IP, meta.ip ?? 'unknown')) &&
      (await consumeRateLimit(PER_ADDRESS, input.email))
    if (!allowed) return { ok: false, status: 429, code: 'newsletter/too-many-requests' }

    const mail = await requestSubscription({
      email: input.email,
      locale: input.locale,
      consent: {
        ip: meta.ip,
        userAgent: meta.userAgent,
        textVersion: CONSENT_TEXT_VERSION,
        sourcePage: input.sourcePage ?? meta.refererPath,
      },
    })
    // Sent after the answer, so a known and an unknown address take the same time to answer.
    if (mail) {
      after(() =>
        sendVerificationMail(mail).catch((error: unknown) =>
          logger.error(
            { err: error, subscriptionId: mail.subscriptionId },
            'newsletter verification mail failed',
          ),
        ),
      )
    }
    return { ok: true, data: { step: 'sent' } }
  },
})
