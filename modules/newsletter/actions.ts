'use server'

import { after } from 'next/server'
import { logger } from '@/lib/logger'
import { BOT_CHECK_FIELD, verifyBotCheck } from '@/modules/bot-check/bot-check'
import { requestSubscription } from './commands'
import { CONSENT_TEXT_VERSION } from './consent'
import { sendVerificationMail } from './mails'
import { consumeRateLimit, type TRateLimitRule } from './rate-limit'
import { readRequestMeta } from './request-meta'
import { type TSubscribeState, ZSubscribeInput } from './schemas'

/** Per client IP: a household or office may share one address. */
const PER_IP: TRateLimitRule = { name: 'newsletter-subscribe-ip', limit: 20, windowSeconds: 15 * 60 }
/** Per address: nobody needs more than a few confirmation mails an hour; stops mail bombing. */
const PER_ADDRESS: TRateLimitRule = { name: 'newsletter-subscribe-address', limit: 3, windowSeconds: 60 * 60 }

export async function subscribeAction(_previous: TSubscribeState, form: FormData): Promise<TSubscribeState> {
  // A crafted request can hand the action anything but a form; that is bad input, not a crash.
  if (!(form instanceof FormData)) return { status: 'error', code: 'newsletter/invalid-email' }
  const raw = Object.fromEntries(form)
  const parsed = ZSubscribeInput.safeParse(raw)
  const typedEmail = typeof raw.email === 'string' ? raw.email.slice(0, 254) : undefined
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path[0])
    const email = fields.includes('email')
    const consent = fields.includes('consent')
    return {
      status: 'error',
      code: email || !consent ? 'newsletter/invalid-email' : 'newsletter/consent-required',
      email: typedEmail,
      fields: { email, consent },
    }
  }
  const input = parsed.data
  // Before anything is counted, stored or mailed: a fresh, solved ALTCHA check.
  const botCheck = await verifyBotCheck(raw[BOT_CHECK_FIELD])
  if (botCheck !== 'ok') {
    return {
      status: 'error',
      code: botCheck === 'missing' ? 'bot-check/missing' : 'bot-check/failed',
      email: typedEmail,
    }
  }
  const meta = await readRequestMeta()
  const allowed =
    (await consumeRateLimit(PER_IP, meta.ip ?? 'unknown')) &&
    (await consumeRateLimit(PER_ADDRESS, input.email))
  if (!allowed) return { status: 'error', code: 'newsletter/too-many-requests', email: typedEmail }

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
  return { status: 'sent' }
}
