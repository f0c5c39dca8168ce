'use server'

import { redirect } from 'next/navigation'
import { z } from 'zod'
import { withLocale } from '@/i18n/locale-path'
import { isLocale, type TLocale } from '@/i18n/locales'
import { resolvePostSignInPath, toSafeRedirectPath } from '@/lib/routing/safe-redirect'
import {
  BOT_CHECK_FIELD,
  BOT_CHECK_HEADER,
  FORM_TOKEN_FIELD,
  FORM_TOKEN_HEADER,
} from '@/modules/bot-check/public'
import { needsSecondStep, secondStepHref } from '@/modules/second-factor/shared'
import { isCommonPassword } from './common-passwords'
import type { TAuthErrorCode } from './error-codes'
import { checkPasswordLength, ruleOfServerCode, type TPasswordRule } from './password-policy'
import { callAuthEndpoint } from './server-call'
import { WELCOME_PARAM } from './welcome'

// The sign-in, registration, reset-request and new-password forms as form actions (issue 20 items 1, 2):
// real forms that work without JavaScript, every invalid field reported at once. They call
// Better Auth's HTTP handler (server-call.ts), so its rate limits and our plugin's rules apply.

export type TAuthField = 'name' | 'email' | 'password'

export type TAuthFormState =
  | null
  | {
      ok: false
      /** A failure of the whole form (wrong credentials, rate limit, bot check). */
      code?: TAuthErrorCode
      retryAfter?: number
      /** Each invalid field with its message, all at once. */
      fields: Partial<Record<TAuthField, TAuthErrorCode>>
      failedRule?: TPasswordRule
      /** What the person typed (never the password), to fill the form again. */
      values: { name?: string; email?: string }
    }
  /** With JavaScript the page finishes the sign-in itself (session store, other tabs). */
  | { ok: true; target: string; signedIn: boolean }
  | { ok: true; sentTo: string }
  /** The new password is set; every session of the account has ended. */
  | { ok: true; passwordSet: true }

const ZText = (max: number) => z.string().max(max).optional().catch(undefined)

const ZCommon = z.object({
  redirect: ZText(2000),
  locale: ZText(10),
  js: z.literal('1').optional().catch(undefined),
})

function read(form: FormData, name: string): string | undefined {
  const value = form.get(name)
  return typeof value === 'string' && value !== '' ? value : undefined
}

function readCommon(form: FormData) {
  const common = ZCommon.parse({
    redirect: read(form, 'redirect'),
    locale: read(form, 'locale'),
    js: read(form, 'js'),
  })
  const locale: TLocale = isLocale(common.locale) ? common.locale : 'en'
  return {
    locale,
    target: resolvePostSignInPath(common.redirect, locale),
    wanted: toSafeRedirectPath(common.redirect) !== null,
    js: common.js === '1',
  }
}

function isPlausibleEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254
}

function checkEmail(email: string): TAuthErrorCode | undefined {
  if (!email) return 'auth/missing-email'
  if (!isPlausibleEmail(email)) return 'auth/invalid-email'
  return undefined
}

/** The bot check of the form: ALTCHA's answer with JavaScript, the form token without. */
function humanCheckHeaders(form: FormData): Record<string, string> {
  const altcha = read(form, BOT_CHECK_FIELD)
  if (altcha) return { [BOT_CHECK_HEADER]: altcha }
  const token = read(form, FORM_TOKEN_FIELD)
  return token ? { [FORM_TOKEN_HEADER]: token.slice(0, 500) } : {}
}

/** Where a successful sign-in goes: the answer for the page with JavaScript, a redirect without. */
function finish(target: string, signedIn: boolean, js: boolean): TAuthFormState {
  if (js) return { ok: true, target, signedIn }
  redirect(target)
}

export async function loginAction(_previous: TAuthFormState, form: FormData): Promise<TAuthFormState> {
  if (!(form instanceof FormData)) return { ok: false, code: 'auth/argument-error', fields: {}, values: {} }
  const { locale, target, js } = readCommon(form)
  const email = (read(form, 'email') ?? '').trim().slice(0, 254)
  const password = (read(form, 'password') ?? '').slice(0, 1024)
  const fields: Partial<Record<TAuthField, TAuthErrorCode>> = {}
  const emailError = checkEmail(email)
  if (emailError) fields.email = emailError
  if (!password) fields.password = 'auth/missing-password'
  if (Object.keys(fields).length > 0) return { ok: false, fields, values: { email } }

  const result = await callAuthEndpoint('/sign-in/email', { email, password })
  if (!result.ok)
    return { ok: false, code: result.code, retryAfter: result.retryAfter, fields: {}, values: { email } }
  // A second factor: no session yet, the code step finishes the sign-in (issue 17).
  if (needsSecondStep(result.data)) return finish(secondStepHref(locale, target), false, js)
  return finish(target, true, js)
}

export async function registerAction(_previous: TAuthFormState, form: FormData): Promise<TAuthFormState> {
  if (!(form instanceof FormData)) return { ok: false, code: 'auth/argument-error', fields: {}, values: {} }
  const { locale, target, wanted, js } = readCommon(form)
  const name = (read(form, 'name') ?? '').trim().slice(0, 200)
  const email = (read(form, 'email') ?? '').trim().slice(0, 254)
  const password = (read(form, 'password') ?? '').slice(0, 1024)
  const fields: Partial<Record<TAuthField, TAuthErrorCode>> = {}
  let failedRule: TPasswordRule | undefined
  if (!name || name.length > 100) fields.name = 'auth/invalid-display-name'
  const emailError = checkEmail(email)
  if (emailError) fields.email = emailError
  if (!password) fields.password = 'auth/missing-password'
  else {
    failedRule = checkPasswordLength(password)[0] ?? (isCommonPassword(password) ? 'not-common' : undefined)
    if (failedRule) fields.password = 'auth/password-does-not-meet-requirements'
  }
  const values = { name, email }
  if (Object.keys(fields).length > 0) return { ok: false, fields, failedRule, values }

  const result = await callAuthEndpoint(
    '/sign-up/email',
    { email, password, name, locale, callbackURL: `${withLocale(locale, '/account')}?verified=1` },
    humanCheckHeaders(form),
  )
  if (!result.ok) {
    const rule =
      result.code === 'auth/password-does-not-meet-requirements'
        ? ruleOfServerCode(result.serverCode)
        : undefined
    return {
      ok: false,
      code: rule ? undefined : result.code,
      retryAfter: result.retryAfter,
      fields: rule
        ? { password: result.code }
        : result.code === 'auth/email-already-in-use'
          ? { email: result.code }
          : {},
      failedRule: rule,
      values,
    }
  }
  // No `redirect`: the signed-in home, with its one-time welcome (issue 20 item 3).
  return finish(wanted ? target : `${target}?${WELCOME_PARAM}=1`, true, js)
}

/** Asks for a password-reset link; the same answer whether or not the address has an account. */
export async function requestPasswordResetAction(
  _previous: TAuthFormState,
  form: FormData,
): Promise<TAuthFormState> {
  if (!(form instanceof FormData)) return { ok: false, code: 'auth/argument-error', fields: {}, values: {} }
  const { locale } = readCommon(form)
  const email = (read(form, 'email') ?? '').trim().slice(0, 254)
  const emailError = checkEmail(email)
  if (emailError) return { ok: false, fields: { email: emailError }, values: { email } }
  const result = await callAuthEndpoint(
    '/request-password-reset',
    { email, redirectTo: withLocale(locale, '/reset-password') },
    humanCheckHeaders(form),
  )
  if (!result.ok)
    return { ok: false, code: result.code, retryAfter: result.retryAfter, fields: {}, values: { email } }
  return { ok: true, sentTo: email }
}

/**
 * Sets a new password with the token of a reset (or set-password) link. The password rules are
 * checked here first, so the person sees which one failed; Better Auth checks the token.
 */
export async function resetPasswordAction(
  _previous: TAuthFormState,
  form: FormData,
): Promise<TAuthFormState> {
  if (!(form instanceof FormData)) return { ok: false, code: 'auth/argument-error', fields: {}, values: {} }
  const token = (read(form, 'token') ?? '').slice(0, 200)
  const password = (read(form, 'password') ?? '').slice(0, 1024)
  if (!token) return { ok: false, code: 'auth/invalid-action-code', fields: {}, values: {} }
  if (!password) return { ok: false, fields: { password: 'auth/missing-password' }, values: {} }
  const failedRule =
    checkPasswordLength(password)[0] ?? (isCommonPassword(password) ? ('not-common' as const) : undefined)
  if (failedRule) {
    return {
      ok: false,
      fields: { password: 'auth/password-does-not-meet-requirements' },
      failedRule,
      values: {},
    }
  }
  const result = await callAuthEndpoint('/reset-password', { token, newPassword: password })
  if (!result.ok) {
    const rule =
      result.code === 'auth/password-does-not-meet-requirements'
        ? ruleOfServerCode(result.serverCode)
        : undefined
    return rule
      ? { ok: false, fields: { password: result.code }, failedRule: rule, values: {} }
      : { ok: false, code: result.code, retryAfter: result.retryAfter, fields: {}, values: {} }
  }
  return { ok: true, passwordSet: true }
}
