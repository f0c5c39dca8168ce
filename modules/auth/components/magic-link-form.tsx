'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { TAuthFailure } from '../client/call-auth'
import { EmailRequestForm } from './email-request-form'

/**
 * "Send me a sign-in link": asks for a single-use link to `target` (already a safe same-site
 * path; the server checks it again). The answer is the same whether or not the address has an
 * account, and no account is created from here.
 */
export function MagicLinkForm({
  target,
  initialFailure = null,
}: {
  target: string
  initialFailure?: TAuthFailure | null
}) {
  const t = useTranslations('auth')
  const locale = useLocale()
  return (
    <EmailRequestForm
      intro={<p className="text-sm text-slate-700">{t('link.intro')}</p>}
      initialFailure={initialFailure}
      labels={{
        email: t('fields.email'),
        submit: t('link.submit'),
        submitting: t('link.submitting'),
        sent: (email) => t('link.sent', { email }),
      }}
      request={(client, email, fetchOptions) =>
        client.signIn.magicLink({ email, callbackURL: target, metadata: { locale }, fetchOptions })
      }
    />
  )
}
