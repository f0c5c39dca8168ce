'use server'

import { isAPIError } from 'better-auth/api'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { isLocale } from '@/i18n/locales'
import { resolvePostSignInPath } from '@/lib/routing/safe-redirect'
import { getAuth, type TAuthErrorCode, toAuthErrorCode } from '@/modules/auth/public'
import { copyAuthCookies } from './copy-auth-cookies'

export type TSecondStepState =
  | null
  | { ok: false; code: TAuthErrorCode }
  /** With JavaScript the page finishes the sign-in itself (session store, other tabs). */
  | { ok: true; target: string }

const ZSecondStepInput = z.object({
  mode: z.enum(['app', 'recovery']).catch('app'),
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().min(1).max(40)),
  trustDevice: z.literal('on').optional(),
  redirect: z.string().max(2000).optional(),
  locale: z.string().max(10).optional(),
  js: z.literal('1').optional(),
})

function read(form: FormData, name: string): string | undefined {
  const value = form.get(name)
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * The sign-in's code step as a form action, so it works without JavaScript too: the plugin's
 * own verify endpoint (its per-challenge limit and account lock apply), its cookies copied onto
 * the answer, then the same-site `redirect` target.
 */
export async function verifySecondStepAction(
  _previous: TSecondStepState,
  form: FormData,
): Promise<TSecondStepState> {
  if (!(form instanceof FormData)) return { ok: false, code: 'auth/argument-error' }
  const input = ZSecondStepInput.safeParse({
    mode: read(form, 'mode'),
    code: read(form, 'code') ?? '',
    trustDevice: read(form, 'trustDevice'),
    redirect: read(form, 'redirect'),
    locale: read(form, 'locale'),
    js: read(form, 'js'),
  })
  if (!input.success) return { ok: false, code: 'auth/invalid-verification-code' }
  const { mode, code, trustDevice, locale, js } = input.data
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
  const target = resolvePostSignInPath(input.data.redirect, isLocale(locale) ? locale : undefined)
  if (js) return { ok: true, target }
  redirect(target)
}
