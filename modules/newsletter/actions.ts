'use server'

import { after } from 'next/server'
import { logger } from '@/lib/logger'
import { consumeRateLimit, type TRateLimitRule } from '@/lib/rate-limit'
import { readRequestMeta } from '@/lib/request-meta'
import {
  BOT_CHECK_FIELD,
  FORM_TOKEN_FIELD,
  issueFormToken,
  verifyHumanCheck,
} from '@/modules/bot-check/public'
import { requestSubscription } from './commands'
import { CONSENT_TEXT_VERSION } from './consent'
import { sendVerificationMail } from './mails'
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
  const altcha = raw[BOT_CHECK_FIELD]
  const formToken = raw[FORM_TOKEN_FIELD]
  // Sent without JavaScript, so without ALTCHA's answer: not a refusal but one more click, whose
  // form carries a server-issued token (decision 045).
  if ((typeof altcha !== 'string' || altcha === '') && (typeof formToken !== 'string' || formToken === '')) {
    return {
      status: 'confirm',
      email: input.email,
      sourcePage: input.sourcePage,
      formToken: issueFormToken(),
    }
  }
  // Before anything is counted, stored or mailed: a fresh, solved bot check.
  const botCheck = await verifyHumanCheck({ altcha, formToken })
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
