'use server'

import { after } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { consumeRateLimit, type TRateLimitRule } from '@/db/rate-limit'
import { redirect } from '@/i18n/navigation'
import { anybody, formAction, readFields } from '@/lib/action'
import { logger } from '@/lib/logger'
import { readRequestMeta } from '@/lib/request-meta'
import { signedIn } from '@/modules/auth/public'
import { HUMAN_CHECK_FIELDS, humanCheckStep, ZHumanAnswer } from '@/modules/bot-check/public'
import { confirmDeletionRequest, deleteAccount, requestDeletionByEmail, type TErased } from './commands'
import { sendDeletionDoneMail, sendDeletionRequestMail } from './mails'
import {
  type TDeletionRequestResult,
  ZConfirmDeletionInput,
  ZDeleteAccountInput,
  ZDeletionRequestInput,
} from './schemas'
import { clearAuthCookies, isRecentSignIn, verifyOwnPassword } from './session-checks'

const PER_IP: TRateLimitRule = { name: 'deletion-request-ip', limit: 10, windowSeconds: 15 * 60 }
const PER_ADDRESS: TRateLimitRule = { name: 'deletion-request-address', limit: 3, windowSeconds: 60 * 60 }

function mailDone(erased: TErased) {
  after(() =>
    sendDeletionDoneMail(erased).catch((error: unknown) =>
      logger.error({ err: error }, 'deletion confirmation mail failed'),
    ),
  )
}

/**
 * Public request (`/start-data-deletion`): always the same answer; a confirmation link is
 * mailed (after the answer, so timing tells nothing) only when there is data for the address.
 * A rejected form keeps the typed address (`values.email`).
 */
export const requestDeletionAction = formAction({
  read: (form) => readFields(form, ['email', 'locale', ...HUMAN_CHECK_FIELDS]),
  schema: ZDeletionRequestInput.extend(ZHumanAnswer.shape),
  invalidCode: 'deletion/invalid-email',
  keep: ['email'],
  guard: anybody,
  async run(input): Promise<TDeletionRequestResult> {
    const human = await humanCheckStep(input)
    if (!human.ok) return human
    if (human.confirmToken)
      return { ok: true, data: { step: 'confirm', email: input.email, formToken: human.confirmToken } }
    const { ip } = await readRequestMeta()
    const allowed =
      (await consumeRateLimit(PER_IP, ip ?? 'unknown')) && (await consumeRateLimit(PER_ADDRESS, input.email))
    if (!allowed) return { ok: false, status: 429, code: 'deletion/too-many-requests' }
    const mail = await requestDeletionByEmail(input.email, input.locale)
    if (mail) {
      after(() =>
        sendDeletionRequestMail(mail).catch((error: unknown) =>
          logger.error({ err: error }, 'deletion request mail failed'),
        ),
      )
    }
    return { ok: true, data: { step: 'sent' } }
  },
})

/** The button behind the mailed link: erases everything for the address, then says so. */
export const confirmDeletionAction = formAction({
  read: (form) => readFields(form, ['token']),
  schema: ZConfirmDeletionInput,
  invalidCode: 'deletion/link-invalid',
  guard: anybody,
  async run({ token }) {
    const erased = await confirmDeletionRequest(token)
    if (!erased) return { ok: false, status: 410, code: 'deletion/link-invalid' }
    mailDone(erased)
    // The person may be signed in in this browser: their sessions are gone, so are the cookies.
    if (erased.hadAccount) await clearAuthCookies()
    redirect({ href: '/start-data-deletion/done', locale: erased.locale })
    return { ok: true, data: undefined }
  },
})

/**
 * Signed-in deletion (`/data-deletion`): the typed confirmation word, a recent sign-in or the
 * password (decision 007), then everything goes at once and the browser is signed out.
 */
export const deleteAccountAction = formAction({
  read: (form) => readFields(form, ['locale', 'confirmation', 'password']),
  schema: ZDeleteAccountInput,
  invalidCode: 'deletion/confirmation-mismatch',
  guard: signedIn('deletion/sign-in-required'),
  async run({ locale, confirmation, password }, session) {
    const t = await getTranslations({ locale, namespace: 'deletion' })
    const typed = confirmation.toLocaleUpperCase(locale)
    if (typed !== t('confirmWord').toLocaleUpperCase(locale) && typed !== 'DELETE') {
      return { ok: false, status: 400, code: 'deletion/confirmation-mismatch' }
    }
    if (!isRecentSignIn(session.session.createdAt)) {
      if (!password) return { ok: false, status: 401, code: 'auth/requires-recent-login' }
      if (!(await verifyOwnPassword(session.user.id, password)))
        return { ok: false, status: 403, code: 'auth/wrong-password' }
    }
    const erased = await deleteAccount(session.user.id)
    await clearAuthCookies()
    if (erased) mailDone(erased)
    redirect({ href: '/start-data-deletion/done', locale })
    return { ok: true, data: undefined }
  },
})
