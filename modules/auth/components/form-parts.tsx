'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import type { TErrorCode } from '@/lib/action-result'
import { useErrorMessage } from '@/modules/ui/client/use-error-message'
import { ErrorSummary, FormAlert, summaryErrors } from '@/modules/ui/components/form-feedback'
import { alertClass } from '@/modules/ui/components/styles'
import type { TAuthField, TAuthFormFailure, TAuthFormState } from '../actions'
import type { useAuthForm } from './use-auth-form'

/**
 * A failure of a whole auth form, localized, with the retry hint of a 429 (Better Auth's rate
 * limiter says when). Nothing for `common/invalid-input`, nor for a refusal that a field carries
 * (an address that already has an account): the field and the error summary say what is wrong,
 * once each. `attempt` (the action state) moves the focus here after each refused answer.
 */
export function AuthAlert({
  failure,
  attempt,
}: {
  failure:
    | {
        code: TErrorCode
        retryAfter?: number
        eventId?: string
        fields?: Record<string, string[] | undefined>
      }
    | null
    | undefined
  attempt?: unknown
}) {
  const errorMessage = useErrorMessage()
  const t = useTranslations('auth')
  if (!failure || failure.code === 'common/invalid-input') return null
  const code = failure.code
  if (Object.values(failure.fields ?? {}).some((codes) => codes?.includes(code))) return null
  return (
    <FormAlert attempt={attempt} className={alertClass}>
      {errorMessage(failure)}
      {failure.code === 'auth/too-many-requests' && failure.retryAfter ? (
        <span className="mt-1 block">{t('retryAfter', { seconds: failure.retryAfter })}</span>
      ) : null}
    </FormAlert>
  )
}

/**
 * What went wrong with an auth form's last answer: the form's failure, or the summary of its
 * invalid fields (`ids` in the order of the form), each taking the focus after a refusal.
 */
export function AuthFormErrors({
  state,
  failure,
  ids,
  fieldError,
}: {
  state: TAuthFormState
  failure: TAuthFormFailure | null
  ids: Partial<Record<TAuthField, string>>
  fieldError: (field: TAuthField) => string | undefined
}) {
  const errors = summaryErrors(ids, (field) => fieldError(field as TAuthField))
  return (
    <>
      <AuthAlert failure={failure} attempt={state} />
      <ErrorSummary errors={errors} attempt={state} />
    </>
  )
}

/**
 * An auth form posting to its action (without JavaScript too): the locale, a sign-in's target
 * and whether the page runs JavaScript, the bot check's
 * server-issued `formToken` when the form has a bot check (solved before each submission with
 * JavaScript, decision 045), then what went wrong last time, then the fields.
 */
export function AuthForm({
  form,
  ids,
  formToken,
  wanted,
  hydrated = false,
  children,
}: {
  form: ReturnType<typeof useAuthForm>
  ids: Partial<Record<TAuthField, string>>
  formToken?: string
  /** A sign-in's same-site `redirect` target. */
  wanted?: string | null
  /** With JavaScript the page finishes a sign-in itself; without, the server redirects. */
  hydrated?: boolean
  children: ReactNode
}) {
  const locale = useLocale()
  const botCheck = formToken !== undefined
  return (
    <form
      action={form.dispatch}
      onSubmit={botCheck ? form.submitAfterBotCheck : undefined}
      noValidate
      className="space-y-4"
      aria-busy={form.busy}
    >
      <input type="hidden" name="locale" value={locale} />
      {wanted ? <input type="hidden" name="redirect" value={wanted} /> : null}
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {/* The bot check without JavaScript, and the fallback should the widget fail. */}
      {botCheck ? <input type="hidden" name="formToken" value={formToken} /> : null}
      <AuthFormErrors state={form.state} failure={form.failure} ids={ids} fieldError={form.fieldError} />
      {children}
    </form>
  )
}
