'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId } from 'react'
import { Button } from '@/modules/ui/components/button'
import { FormNotice } from '@/modules/ui/components/form-feedback'
import { RouteLink } from '@/modules/ui/components/route-link'
import { blockButtonClass } from '@/modules/ui/components/styles'
import { resetPasswordAction } from '../actions'
import { refreshSession } from '../client/session-store'
import { fromOAuthCallbackError } from '../error-codes'
import { AuthAlert, AuthForm } from './form-parts'
import { NewPasswordField } from './new-password-field'
import { useAuthForm } from './use-auth-form'

/**
 * The page the reset mail leads to (via /api/auth/reset-password/<token>, which adds `token`,
 * or `error=INVALID_TOKEN` for a used or expired link). A form action, so it works without
 * JavaScript; the page reads `token` and `error` on the server.
 */
export function ResetPasswordForm({ token, linkError }: { token: string | null; linkError: string | null }) {
  const t = useTranslations('auth')
  const locale = useLocale()
  const formId = useId()
  const ids = { password: `${formId}-password` }
  const form = useAuthForm(resetPasswordAction)
  const { state, failure, fieldError, busy: pending } = form
  const done = state?.ok === true && 'passwordSet' in state.data

  useEffect(() => {
    // Every session of the user ended: this tab and the others learn it now.
    if (done) void refreshSession()
  }, [done])

  if (done) {
    return (
      <div className="max-w-md space-y-4">
        <FormNotice>{t('reset.done')}</FormNotice>
        <RouteLink locale={locale} href="/login" className={blockButtonClass.primary}>
          {t('reset.signIn')}
        </RouteLink>
      </div>
    )
  }

  const linkFailure = linkError ? fromOAuthCallbackError(linkError) : null
  if (!token) {
    return (
      <div className="max-w-md space-y-4">
        {linkFailure ? <AuthAlert failure={{ code: linkFailure }} /> : <p>{t('reset.missingToken')}</p>}
        <RouteLink
          locale={locale}
          href="/forgot-password"
          className="font-medium text-brand-700 hover:underline"
        >
          {t('reset.requestNew')}
        </RouteLink>
      </div>
    )
  }

  return (
    <div className="max-w-md space-y-4">
      <AuthForm form={form} ids={ids}>
        <input type="hidden" name="token" value={token} />
        <NewPasswordField
          id={ids.password}
          label={t('fields.newPassword')}
          error={fieldError('password')}
          failedRule={failure?.failedRule}
          attempt={state}
          required
        />
        <Button block pending={pending} pendingLabel={t('reset.submitting')}>
          {t('reset.submit')}
        </Button>
      </AuthForm>
      {failure?.code === 'auth/invalid-action-code' || failure?.code === 'auth/expired-action-code' ? (
        <RouteLink
          locale={locale}
          href="/forgot-password"
          className="font-medium text-brand-700 hover:underline"
        >
          {t('reset.requestNew')}
        </RouteLink>
      ) : null}
    </div>
  )
}
