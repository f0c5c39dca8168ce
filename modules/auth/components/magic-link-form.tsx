'use client'

import { useTranslations } from 'next-intl'
import { useId } from 'react'
import { EmailWithBotCheck } from '@/modules/bot-check/components/email-with-bot-check'
import { Button } from '@/modules/ui/components/button'
import { FormNotice } from '@/modules/ui/components/form-feedback'
import { requestSignInLinkAction } from '../actions'
import type { TAuthFailure } from '../client/call-auth'
import { AuthAlert, AuthForm } from './form-parts'
import { useAuthForm } from './use-auth-form'

/**
 * "Send me a sign-in link": asks for a single-use link to `wanted` when it is a same-site path
 * (the server decides). The answer is the same whether or not the address has an account, and no
 * account is created from here. A form action, so it works without JavaScript too (the
 * server-issued `formToken` is then the bot check, decision 045): a used or expired link lands
 * here with or without it.
 */
export function MagicLinkForm({
  wanted,
  formToken,
  initialFailure = null,
}: {
  wanted: string | null
  formToken: string
  /** Why the person is here (an expired link), shown until the form's first answer. */
  initialFailure?: TAuthFailure | null
}) {
  const t = useTranslations('auth')
  const formId = useId()
  const form = useAuthForm(requestSignInLinkAction)
  const { state, failure, fieldError, busy } = form
  const ids = { email: `${formId}-email` }

  if (state?.ok && 'sentTo' in state.data)
    return <FormNotice>{t('link.sent', { email: state.data.sentTo })}</FormNotice>
  return (
    <AuthForm form={form} ids={ids} formToken={formToken} wanted={wanted}>
      <p className="text-sm text-slate-700">{t('link.intro')}</p>
      {state ? null : <AuthAlert failure={initialFailure} />}
      <EmailWithBotCheck
        id={ids.email}
        label={t('fields.email')}
        defaultValue={failure?.values?.email}
        error={fieldError('email')}
      />
      <Button block pending={busy} pendingLabel={t('link.submitting')}>
        {t('link.submit')}
      </Button>
    </AuthForm>
  )
}
