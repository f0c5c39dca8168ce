'use server'

import { after } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { redirect } from '@/i18n/navigation'
import { logger } from '@/lib/logger'
import { consumeRateLimit, type TRateLimitRule } from '@/lib/rate-limit'
import { readRequestMeta } from '@/lib/request-meta'
import { getSession } from '@/modules/auth/public'
import {
  BOT_CHECK_FIELD,
  FORM_TOKEN_FIELD,
  issueFormToken,
  verifyHumanCheck,
} from '@/modules/bot-check/public'
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
  const altcha = raw[BOT_CHECK_FIELD]
  const formToken = raw[FORM_TOKEN_FIELD]
  // Sent without JavaScript, so without ALTCHA's answer: not a refusal but one more click, whose
  // form carries a server-issued token (decision 045).
  if ((typeof altcha !== 'string' || altcha === '') && (typeof formToken !== 'string' || formToken === '')) {
    return { status: 'confirm', email: input.data.email, formToken: issueFormToken() }
  }
  // Before anything is counted, stored or mailed: a fresh, solved bot check.
  const botCheck = await verifyHumanCheck({ altcha, formToken })
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
