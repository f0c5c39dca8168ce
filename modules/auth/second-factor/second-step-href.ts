// Client-safe: the address of the sign-in's code step for a target (same-site path).

import { withLocale } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { SECOND_STEP_PATH } from './constants'

/** `/{locale}/login/second-factor?redirect=<target>`: the `redirect` rule survives the step. */
export function secondStepHref(locale: TLocale, target: string): string {
  return `${withLocale(locale, SECOND_STEP_PATH)}?redirect=${encodeURIComponent(target)}`
}

/** The answer of /sign-in/email when the account has a second factor (two-factor plugin). */
export function needsSecondStep(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { twoFactorRedirect?: unknown }).twoFactorRedirect === true
  )
}
