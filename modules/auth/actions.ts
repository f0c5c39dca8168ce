'use server'

import { redirect } from 'next/navigation'
import { z } from 'zod'
import { withLocale } from '@/i18n/locale-path'
import { isLocale, type TLocale } from '@/i18n/locales'
import { anybody, formAction, readFields } from '@/lib/action'
import type { TActionFailure, TActionResult } from '@/lib/action-result'
import { resolvePostSignInPath, toSafeRedirectPath } from '@/lib/routing/safe-redirect'
import {
  BOT_CHECK_FIELD,
  BOT_CHECK_HEADER,
  FORM_TOKEN_FIELD,
  FORM_TOKEN_HEADER,
} from '@/modules/bot-check/public'
import type { TAuthErrorCode } from './error-codes'
import { callAuthEndpoint, type TAuthCallFailure } from './http/server-call'
import { needsSecondStep, secondStepHref } from './second-factor/second-step-href'
import { checkEmail } from './sign-in/email-address'
import { isCommonPassword } from './sign-in/passwords/common-passwords'
import {
  checkPasswordLength,
  ruleOfServerCode,
  type TPasswordRule,
} from './sign-in/passwords/password-policy'
import { WELCOME_PARAM } from './welcome'

// The sign-in, registration, sign-in-link, reset-request and new-password forms as form actions
// (decisions 045, 046): real forms that work without JavaScript, every invalid field reported at
// once. They call Better Auth's HTTP handler (http/server-call.ts), so its rate limits and our
// plugin's rules apply.

export type TAuthField = 'name' | 'email' | 'password'

/** What a form asks for once it went through. */
export type TAuthDone =
  /** With JavaScript the page finishes the sign-in itself (session store, other tabs). */
  | { target: string; signedIn: boolean }
  | { sentTo: string }
  /** The new password is set; every session of the account has ended. */
  | { passwordSet: true }

/**
 * A refused form: `fields` holds each invalid field's code, all at once (the form-wide `code` is
 * then `common/invalid-input`), or `code` is a failure of the whole form (wrong credentials, rate
 * limit with `retryAfter`, bot check).
 */
export type TAuthFormFailure = TActionFailure & {
  retryAfter?: number
  failedRule?: TPasswordRule
  /** What the person typed (never the password), to fill the form again without JavaScript. */
  values?: { name?: string; email?: string }
}

export type TAuthFormState = TActionResult<TAuthDone> | null

// The schemas only read and trim: the fields are checked in `run`, because a refused form must
// carry what was typed (`values`) back to the page, which formAction's parse failure does not.
// Nothing here fails to parse, so `invalidCode` answers only a request that is not a form.
const ZText = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined)
const ZTyped = (max: number) =>
  z
    .string()
    .catch('')
    .transform((value) => value.slice(0, max))
const ZTrimmed = (max: number) =>
  z
    .string()
    .catch('')
    .transform((value) => value.trim().slice(0, max))

const ZCommon = z.object({
  redirect: ZText(2000),
  locale: ZText(10),
  js: z.literal('1').optional().catch(undefined),
  // The bot check: ALTCHA's answer with JavaScript, the server-issued form token without.
  [BOT_CHECK_FIELD]: ZText(10_000),
  [FORM_TOKEN_FIELD]: ZTyped(500),
})
const COMMON_FIELDS = ['redirect', 'locale', 'js', BOT_CHECK_FIELD, FORM_TOKEN_FIELD] as const

/** The auth forms' steps of formAction: read the named fields, anybody may send them. */
function authFormAction<const TName extends string, TSchema extends z.ZodObject>(
  names: readonly TName[],
  schema: TSchema,
  run: (input: z.infer<typeof ZCommon> & z.infer<TSchema>) => Promise<TActionResult<TAuthDone>>,
) {
  return formAction({
    read: (form) => readFields(form, [...COMMON_FIELDS, ...names]),
    schema: ZCommon.extend(schema.shape),
    invalidCode: 'auth/argument-error',
    guard: anybody,
    // No `limit`: Better Auth's handler rate-limits these endpoints itself (http/server-call.ts).
    run: (input) => run(input as z.infer<typeof ZCommon> & z.infer<TSchema>),
  })
}

function common(input: z.infer<typeof ZCommon>) {
  const locale: TLocale = isLocale(input.locale) ? input.locale : 'en'
  return {
    locale,
    target: resolvePostSignInPath(input.redirect, locale),
    wanted: toSafeRedirectPath(input.redirect) !== null,
    js: input.js === '1',
  }
}

/** What is wrong with a new password: checked here first, so the person sees which rule failed. */
function checkNewPassword(password: string): { code?: TAuthErrorCode; rule?: TPasswordRule } {
  if (!password) return { code: 'auth/missing-password' }
  const rule = checkPasswordLength(password)[0] ?? (isCommonPassword(password) ? 'not-common' : undefined)
  return rule ? { code: 'auth/password-does-not-meet-requirements', rule } : {}
}

/** Every invalid field at once, or null when there is none. */
function invalidFields(
  fields: Partial<Record<TAuthField, TAuthErrorCode>>,
  values: TAuthFormFailure['values'],
  failedRule?: TPasswordRule,
): TAuthFormFailure | null {
  const invalid = Object.entries(fields).filter(([, code]) => code !== undefined)
  if (invalid.length === 0) return null
  return {
    ok: false,
    status: 400,
    code: 'common/invalid-input',
    fields: Object.fromEntries(invalid.map(([field, code]) => [field, [code as TAuthErrorCode]])),
    failedRule,
    values,
  }
}

/** Better Auth's refusal as the form's answer: a broken password rule shows at the field. */
function refused(result: TAuthCallFailure, values: TAuthFormFailure['values']): TAuthFormFailure {
  const rule =
    result.code === 'auth/password-does-not-meet-requirements'
      ? ruleOfServerCode(result.serverCode)
      : undefined
  const atPassword = rule && invalidFields({ password: result.code }, values, rule)
  if (atPassword) return atPassword
  return {
    ok: false,
    code: result.code,
    retryAfter: result.retryAfter,
    fields: result.code === 'auth/email-already-in-use' ? { email: [result.code] } : undefined,
    values,
  }
}

/** The bot check's answer as the header the auth endpoint reads. */
function humanCheckHeaders(input: z.infer<typeof ZCommon>): Record<string, string> {
  const altcha = input[BOT_CHECK_FIELD]
  if (altcha) return { [BOT_CHECK_HEADER]: altcha }
  const token = input[FORM_TOKEN_FIELD]
  return token ? { [FORM_TOKEN_HEADER]: token } : {}
}

/**
 * Where a successful sign-in goes: the answer for the page with JavaScript; without, Next's
 * `redirect()`, which throws and so passes through formAction to the framework untouched.
 */
function finish(target: string, signedIn: boolean, js: boolean): TActionResult<TAuthDone> {
  if (js) return { ok: true, data: { target, signedIn } }
  redirect(target)
}

const ZEmailField = { email: ZTrimmed(254) }

export const loginAction = authFormAction(
  ['email', 'password'],
  z.object({ ...ZEmailField, password: ZTyped(1024) }),
  async (input) => {
    const { locale, target, js } = common(input)
    const { email, password } = input
    const values = { email }
    const invalid = invalidFields(
      { email: checkEmail(email), password: password ? undefined : 'auth/missing-password' },
      values,
    )
    if (invalid) return invalid
    const result = await callAuthEndpoint('/sign-in/email', { email, password })
    if (!result.ok) return refused(result, values)
    // A second factor: no session yet, the code step finishes the sign-in (decision 022).
    if (needsSecondStep(result.data)) return finish(secondStepHref(locale, target), false, js)
    return finish(target, true, js)
  },
)

export const registerAction = authFormAction(
  ['name', 'email', 'password'],
  z.object({ name: ZTrimmed(200), ...ZEmailField, password: ZTyped(1024) }),
  async (input) => {
    const { locale, target, wanted, js } = common(input)
    const { name, email, password } = input
    const values = { name, email }
    const newPassword = checkNewPassword(password)
    const invalid = invalidFields(
      {
        name: !name || name.length > 100 ? 'auth/invalid-display-name' : undefined,
        email: checkEmail(email),
        password: newPassword.code,
      },
      values,
      newPassword.rule,
    )
    if (invalid) return invalid
    const result = await callAuthEndpoint(
      '/sign-up/email',
      { email, password, name, locale, callbackURL: `${withLocale(locale, '/account')}?verified=1` },
      humanCheckHeaders(input),
    )
    if (!result.ok) return refused(result, values)
    // No `redirect`: the signed-in home, with its one-time welcome (decision 047).
    return finish(wanted ? target : `${target}?${WELCOME_PARAM}=1`, true, js)
  },
)

/**
 * A request for a link by e-mail (`path` of the auth handler, `body` beside the address): the
 * address checked first, the bot check passed on, and the same answer whether or not the address
 * has an account.
 */
function emailLinkAction(
  path: '/request-password-reset' | '/sign-in/magic-link',
  body: (input: ReturnType<typeof common>) => Record<string, unknown>,
) {
  return authFormAction(['email'], z.object(ZEmailField), async (input) => {
    const { email } = input
    const values = { email }
    const invalid = invalidFields({ email: checkEmail(email) }, values)
    if (invalid) return invalid
    const result = await callAuthEndpoint(path, { email, ...body(common(input)) }, humanCheckHeaders(input))
    if (!result.ok) return refused(result, values)
    return { ok: true, data: { sentTo: email } }
  })
}

/** Asks for a password-reset link. */
export const requestPasswordResetAction = emailLinkAction('/request-password-reset', ({ locale }) => ({
  redirectTo: withLocale(locale, '/reset-password'),
}))

/**
 * Asks for a single-use sign-in link to the form's `redirect` (a same-site path, else the signed-in
 * home); no account is created from here.
 */
export const requestSignInLinkAction = emailLinkAction('/sign-in/magic-link', ({ locale, target }) => ({
  callbackURL: target,
  metadata: { locale },
}))

/**
 * Sets a new password with the token of a reset (or set-password) link. The password rules are
 * checked here first, so the person sees which one failed; Better Auth checks the token.
 */
export const resetPasswordAction = authFormAction(
  ['token', 'password'],
  z.object({ token: ZTyped(200), password: ZTyped(1024) }),
  async ({ token, password }) => {
    if (!token) return { ok: false, status: 400, code: 'auth/invalid-action-code' }
    const newPassword = checkNewPassword(password)
    const invalid = invalidFields({ password: newPassword.code }, {}, newPassword.rule)
    if (invalid) return invalid
    const result = await callAuthEndpoint('/reset-password', { token, newPassword: password })
    if (!result.ok) return refused(result, {})
    return { ok: true, data: { passwordSet: true } }
  },
)
