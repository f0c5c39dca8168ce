'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { TLocale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { withLocale } from '@/lib/routing/locale-path'
import { authClient } from '../client/auth-client'
import { EmailRequestForm } from './email-request-form'

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('auth')
  const locale = useLocale() as TLocale
  return (
    <div className="max-w-md space-y-4">
      <EmailRequestForm
        labels={{
          email: t('fields.email'),
          submit: t('forgot.submit'),
          submitting: t('forgot.submitting'),
          sent: (email) => t('forgot.sent', { email }),
        }}
        request={(email, fetchOptions) =>
          authClient.requestPasswordReset({
            email,
            redirectTo: withLocale(locale, '/reset-password'),
            fetchOptions,
          })
        }
      />
      <p className="text-sm">
        <Link href="/login" className="font-medium text-brand-700 hover:underline">
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </div>
  )
}
