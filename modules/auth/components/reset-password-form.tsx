'use client'

import { useTranslations } from 'next-intl'
import { useActionState, useEffect, useId } from 'react'
import { Link } from '@/i18n/navigation'
import { ErrorSummary } from '@/modules/ui/components/form-feedback'
import { NewPasswordField } from '@/modules/ui/components/new-password-field'
import { blockButtonClass } from '@/modules/ui/components/styles'
import { refreshSession } from '../client/session-store'
import { fromOAuthCallbackError } from '../error-codes'
import { resetPasswordAction, type TAuthFormState } from '../form-actions'
import { AuthAlert, AuthNotice } from './form-parts'
import { fieldErrors } from './use-auth-form'

/**
 * The page the reset mail leads to (via /api/auth/reset-password/<token>, which adds `token`,
 * or `error=INVALID_TOKEN` for a used or expired link). A form action, so it works without
 * JavaScript; the page reads `token` and `error` on the server.
 */
export function ResetPasswordForm({ token, linkError }: { token: string | null; linkError: string | null }) {
  const t = useTranslations('auth')
  const errors = useTranslations('errors')
  const formId = useId()
  const ids = { password: `${formId}-password` }
  const [state, formAction, pending] = useActionState<TAuthFormState, FormData>(resetPasswordAction, null)
  const done = state?.ok === true && 'passwordSet' in state

  useEffect(() => {
    // Every session of the user ended: this tab and the others learn it now.
    if (done) void refreshSession()
  }, [done])

  if (done) {
    return (
      <div className="max-w-md space-y-4">
        <AuthNotice>{t('reset.done')}</AuthNotice>
        <Link href="/login" className={blockButtonClass.primary}>
          {t('reset.signIn')}
        </Link>
      </div>
    )
  }

  const linkFailure = linkError ? fromOAuthCallbackError(linkError) : null
  if (!token) {
    return (
      <div className="max-w-md space-y-4">
        {linkFailure ? <AuthAlert code={linkFailure} /> : <p>{t('reset.missingToken')}</p>}
        <Link href="/forgot-password" className="font-medium text-brand-700 hover:underline">
          {t('reset.requestNew')}
        </Link>
      </div>
    )
  }

  const failure = state && !state.ok ? state : null
  const fields = failure?.fields ?? {}
  return (
    <div className="max-w-md space-y-4">
      <form action={formAction} noValidate className="space-y-4" aria-busy={pending}>
        <input type="hidden" name="token" value={token} />
        {failure?.code ? <AuthAlert code={failure.code} retryAfter={failure.retryAfter} /> : null}
        <ErrorSummary errors={fieldErrors(fields, ids, errors)} attempt={state} />
        <NewPasswordField
          id={ids.password}
          label={t('fields.newPassword')}
          error={fields.password && errors(fields.password)}
          failedRule={failure?.failedRule}
          attempt={state}
          required
        />
        <button type="submit" className={blockButtonClass.primary} disabled={pending}>
          {pending ? t('reset.submitting') : t('reset.submit')}
        </button>
      </form>
      {failure?.code === 'auth/invalid-action-code' || failure?.code === 'auth/expired-action-code' ? (
        <Link href="/forgot-password" className="font-medium text-brand-700 hover:underline">
          {t('reset.requestNew')}
        </Link>
      ) : null}
    </div>
  )
}
