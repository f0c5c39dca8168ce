'use server'

import { isAPIError } from 'better-auth/api'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { isLocale } from '@/i18n/locales'
import { anybody, formAction, readFields } from '@/lib/action'
import type { TActionResult } from '@/lib/action-result'
import { resolvePostSignInPath } from '@/lib/routing/safe-redirect'
import { getAuth } from '../auth'
import { toAuthErrorCode } from '../error-codes'
import { copyAuthCookies } from './copy-auth-cookies'

/** With JavaScript the page finishes the sign-in itself (session store, other tabs). */
type TSecondStepResult = TActionResult<{ target: string }>

export type TSecondStepState = TSecondStepResult | null

const ZText = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((value) => value || undefined)

const ZSecondStepInput = z.object({
  mode: z.enum(['app', 'recovery']).catch('app'),
  code: z
    .string()
    .catch('')
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().min(1).max(40)),
  trustDevice: z.literal('on').optional().catch(undefined),
  redirect: ZText(2000),
  locale: ZText(10),
  js: z.literal('1').optional().catch(undefined),
})

/**
 * The sign-in's code step as a form action, so it works without JavaScript too: the plugin's
 * own verify endpoint (its per-challenge limit and account lock apply, and so do our hooks on it:
 * a code is taken once, and the per-address limit counts these calls like HTTP ones, decision
 * 061; so no `limit` here), its cookies copied onto the answer, then the same-site `redirect`
 * target. formAction reads and
 * checks the form; `run` sets the cookies through Next's cookie jar and, without JavaScript,
 * calls `redirect()`, which throws and so passes through formAction to the framework untouched.
 */
export const verifySecondStepAction = formAction({
  read: (form) => readFields(form, ['mode', 'code', 'trustDevice', 'redirect', 'locale', 'js']),
  schema: ZSecondStepInput,
  invalidCode: 'auth/invalid-verification-code',
  // The pending sign-in is the plugin's challenge cookie, checked by its verify endpoint.
  guard: anybody,
  async run({ mode, code, trustDevice, redirect: wanted, locale, js }): Promise<TSecondStepResult> {
    const body = { code, trustDevice: trustDevice === 'on' }
    const requestHeaders = await headers()
    try {
      const auth = getAuth()
      const answer =
        mode === 'recovery'
          ? await auth.api.verifyBackupCode({ body, headers: requestHeaders, returnHeaders: true })
          : await auth.api.verifyTOTP({ body, headers: requestHeaders, returnHeaders: true })
      await copyAuthCookies(answer.headers)
    } catch (error) {
      if (!isAPIError(error)) throw error
      const failure = error.body as { code?: string } | undefined
      return { ok: false, code: toAuthErrorCode({ code: failure?.code, status: error.statusCode }) }
    }
    const target = resolvePostSignInPath(wanted, isLocale(locale) ? locale : undefined)
    if (js) return { ok: true, data: { target } }
    redirect(target)
  },
})
