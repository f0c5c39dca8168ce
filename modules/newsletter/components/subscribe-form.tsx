'use client'

import { usePathname } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useActionState, useId, useState } from 'react'
import { localizedPath, publicPathname } from '@/i18n/locale-path'
import { submitAfterBotCheck } from '@/modules/bot-check/components/bot-check-field'
import { EmailWithBotCheck } from '@/modules/bot-check/components/email-with-bot-check'
import { useErrorMessage } from '@/modules/ui/client/use-error-message'
import { Button } from '@/modules/ui/components/button'
import { ConfirmStep } from '@/modules/ui/components/confirm-step'
import { CheckboxField, useFieldErrors } from '@/modules/ui/components/fields'
import { ErrorSummary, FormAlert, FormNotice, summaryErrors } from '@/modules/ui/components/form-feedback'
import { intentPrefetch } from '@/modules/ui/components/page-link'
import { subscribeAction } from '../actions'
import type { TSubscribeResult } from '../schemas'

/**
 * The newsletter sign-up: email, consent checkbox (text of the current consent version), the
 * page's locale and path. A server action, so it also works before (or without) JavaScript.
 * Whatever the address, a successful submit shows the same answer.
 */
export function SubscribeForm({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('newsletter')
  const errorMessage = useErrorMessage()
  const locale = useLocale()
  const pathname = usePathname()
  const id = useId()
  const [solving, setSolving] = useState(false)
  const [state, formAction, actionPending] = useActionState(subscribeAction, null as TSubscribeResult | null)
  const pending = actionPending || solving
  const fieldError = useFieldErrors(state)
  const failure = state?.ok === false ? state : null
  const Heading = headingLevel
  const fields = summaryErrors({ email: `${id}-email`, consent: `${id}-consent` }, fieldError)

  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-md" data-newsletter-form="">
      <Heading id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {t('heading')}
      </Heading>
      <p className="mt-1 text-slate-600">{t('intro')}</p>
      {state?.ok && state.data.step === 'sent' ? (
        <FormNotice className="mt-3 rounded-md border border-brand-100 bg-brand-50 p-3 text-slate-800">
          {t('sent')}
        </FormNotice>
      ) : state?.ok && state.data.step === 'confirm' ? (
        <ConfirmStep
          action={formAction}
          email={state.data.email}
          formToken={state.data.formToken}
          fields={{ consent: 'on', locale, sourcePage: state.data.sourcePage }}
          pending={pending}
        />
      ) : (
        <form
          action={formAction}
          onSubmit={(event) => submitAfterBotCheck(event, formAction, setSolving)}
          className="mt-3 flex flex-col gap-3"
          noValidate
        >
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="sourcePage" value={publicPathname(pathname)} />
          <ErrorSummary errors={fields} attempt={failure} />
          <EmailWithBotCheck
            id={`${id}-email`}
            label={t('emailLabel')}
            error={fieldError('email')}
            maxLength={254}
            defaultValue={failure?.values?.email}
          >
            <CheckboxField
              id={`${id}-consent`}
              label={t.rich('consentLabel', {
                privacy: (chunks) => (
                  <a {...intentPrefetch} href={localizedPath(locale, '/privacy')} className="underline">
                    {chunks}
                  </a>
                ),
              })}
              error={fieldError('consent')}
              name="consent"
              required
            />
          </EmailWithBotCheck>
          {failure && !failure.fields ? (
            <FormAlert attempt={failure} className="text-red-700">
              {errorMessage(failure)}
            </FormAlert>
          ) : null}
          <Button pending={pending} pendingLabel={t('sending')}>
            {t('subscribe')}
          </Button>
        </form>
      )}
    </section>
  )
}
