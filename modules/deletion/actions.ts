'use server'

import { after } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { redirect } from '@/i18n/navigation'
import { logger } from '@/lib/logger'
import { getSession } from '@/modules/auth/session'
import { BOT_CHECK_FIELD, verifyBotCheck } from '@/modules/bot-check/bot-check'
import { consumeRateLimit, type TRateLimitRule } from '@/modules/newsletter/rate-limit'
import { readRequestMeta } from '@/modules/newsletter/request-meta'
import { confirmDeletionRequest, deleteAccount, requestDeletionByEmail, type TErased } from './commands'
import { sendDeletionDoneMail, sendDeletionRequestMail } from './mails'
import {
  type TDeletionFormState,
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
 */
export async function requestDeletionAction(
  _previous: TDeletionFormState,
  form: FormData,
): Promise<TDeletionFormState> {
  // A crafted request can hand the action anything but a form; that is bad input, not a crash.
  if (!(form instanceof FormData)) return { status: 'error', code: 'deletion/invalid-email' }
  const raw = Object.fromEntries(form)
  const typed = typeof raw.email === 'string' ? raw.email.slice(0, 254) : undefined
  const input = ZDeletionRequestInput.safeParse(raw)
  if (!input.success) return { status: 'error', code: 'deletion/invalid-email', email: typed }
  // Before anything is counted, stored or mailed: a fresh, solved ALTCHA check.
  const botCheck = await verifyBotCheck(raw[BOT_CHECK_FIELD])
  if (botCheck !== 'ok') {
    return {
      status: 'error',
      code: botCheck === 'missing' ? 'bot-check/missing' : 'bot-check/failed',
      email: typed,
    }
  }
  const { ip } = await readRequestMeta()
  const allowed =
    (await consumeRateLimit(PER_IP, ip ?? 'unknown')) &&
    (await consumeRateLimit(PER_ADDRESS, input.data.email))
  if (!allowed) return { status: 'error', code: 'deletion/too-many-requests', email: typed }
  const mail = await requestDeletionByEmail(input.data.email, input.data.locale)
  if (mail) {
    after(() =>
      sendDeletionRequestMail(mail).catch((error: unknown) =>
        logger.error({ err: error }, 'deletion request mail failed'),
      ),
    )
  }
  return { status: 'sent' }
}

/** The button behind the mailed link: erases everything for the address, then says so. */
export async function confirmDeletionAction(
  _previous: TDeletionFormState,
  form: FormData,
): Promise<TDeletionFormState> {
  // A crafted request can hand the action anything but a form; that is bad input, not a crash.
  if (!(form instanceof FormData)) return { status: 'error', code: 'deletion/link-invalid' }
  const input = ZConfirmDeletionInput.safeParse(Object.fromEntries(form))
  const erased = input.success ? await confirmDeletionRequest(input.data.token) : null
  if (!erased) return { status: 'error', code: 'deletion/link-invalid' }
  mailDone(erased)
  // The person may be signed in in this browser: their sessions are gone, so are the cookies.
  if (erased.hadAccount) await clearAuthCookies()
  redirect({ href: '/start-data-deletion/done', locale: erased.locale })
  return { status: 'sent' }
}

/**
 * Signed-in deletion (`/data-deletion`): the typed confirmation word, a recent sign-in or the
 * password (DESIGN.md §8), then everything goes at once and the browser is signed out.
 */
export async function deleteAccountAction(
  _previous: TDeletionFormState,
  form: FormData,
): Promise<TDeletionFormState> {
  // A crafted request can hand the action anything but a form; that is bad input, not a crash.
  if (!(form instanceof FormData)) return { status: 'error', code: 'deletion/confirmation-mismatch' }
  const input = ZDeleteAccountInput.safeParse(Object.fromEntries(form))
  if (!input.success) return { status: 'error', code: 'deletion/confirmation-mismatch' }
  const session = await getSession()
  if (!session) return { status: 'error', code: 'deletion/sign-in-required' }
  const { locale, confirmation, password } = input.data
  const t = await getTranslations({ locale, namespace: 'deletion' })
  const typed = confirmation.toLocaleUpperCase(locale)
  if (typed !== t('confirmWord').toLocaleUpperCase(locale) && typed !== 'DELETE') {
    return { status: 'error', code: 'deletion/confirmation-mismatch' }
  }
  if (!isRecentSignIn(session.session.createdAt)) {
    if (!password) return { status: 'error', code: 'auth/requires-recent-login' }
    if (!(await verifyOwnPassword(session.user.id, password)))
      return { status: 'error', code: 'auth/wrong-password' }
  }
  const erased = await deleteAccount(session.user.id)
  await clearAuthCookies()
  if (erased) mailDone(erased)
  redirect({ href: '/start-data-deletion/done', locale })
  return { status: 'sent' }
}
