'use client'

import { usePathname } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useActionState, useId, useState } from 'react'
import { Link } from '@/i18n/navigation'
import { BotCheckField, submitAfterBotCheck } from '@/modules/bot-check/components/bot-check-field'
import { ConfirmStep } from '@/modules/ui/components/confirm-step'
import { ErrorSummary } from '@/modules/ui/components/form-feedback'
import { subscribeAction } from '../actions'
import type { TSubscribeState } from '../schemas'

const initialState: TSubscribeState = { status: 'idle' }

/**
 * The newsletter sign-up: email, consent checkbox (text of the current consent version), the
 * page's locale and path. A server action, so it also works before (or without) JavaScript.
 * Whatever the address, a successful submit shows the same answer.
 */
export function SubscribeForm({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('newsletter')
  const te = useTranslations('errors')
  const locale = useLocale()
  const pathname = usePathname()
  const id = useId()
  const [solving, setSolving] = useState(false)
  const [state, formAction, actionPending] = useActionState(subscribeAction, initialState)
  const pending = actionPending || solving
  const Heading = headingLevel
  const emailError = state.status === 'error' ? state.fields?.email : undefined
  const consentError = state.status === 'error' ? state.fields?.consent : undefined
  const fieldErrors = [
    ...(emailError ? [{ fieldId: `${id}-email`, message: te('newsletter/invalid-email') }] : []),
    ...(consentError ? [{ fieldId: `${id}-consent`, message: te('newsletter/consent-required') }] : []),
  ]

  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-md" data-newsletter-form="">
      <Heading id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {t('heading')}
      </Heading>
      <p className="mt-1 text-slate-600">{t('intro')}</p>
      {state.status === 'sent' ? (
        <p role="status" className="mt-3 rounded-md border border-brand-100 bg-brand-50 p-3 text-slate-800">
          {t('sent')}
        </p>
      ) : state.status === 'confirm' ? (
        <ConfirmStep
          action={formAction}
          email={state.email}
          formToken={state.formToken}
          fields={{ consent: 'on', locale, sourcePage: state.sourcePage }}
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
          <input type="hidden" name="sourcePage" value={pathname} />
          <ErrorSummary errors={fieldErrors} attempt={state.status === 'error' ? state : null} />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-email`} className="font-medium text-slate-800">
              {t('emailLabel')}
            </label>
            <input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              defaultValue={state.status === 'error' ? state.email : undefined}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${id}-email-error` : undefined}
              className="rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:outline-2 focus:outline-brand-600"
            />
            {emailError ? (
              <p id={`${id}-email-error`} className="text-red-700">
                {te('newsletter/invalid-email')}
              </p>
            ) : null}
          </div>
          <div className="flex items-start gap-2">
            <input
              id={`${id}-consent`}
              name="consent"
              type="checkbox"
              required
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? `${id}-consent-error` : undefined}
              className="mt-1 size-4 accent-brand-600"
            />
            <label htmlFor={`${id}-consent`} className="text-slate-700">
              {t.rich('consentLabel', {
                privacy: (chunks) => (
                  <Link href="/privacy" className="underline">
                    {chunks}
                  </Link>
                ),
              })}
            </label>
          </div>
          {consentError ? (
            <p id={`${id}-consent-error`} className="text-red-700">
              {te('newsletter/consent-required')}
            </p>
          ) : null}
          <BotCheckField />
          {state.status === 'error' && !state.fields ? (
            <p role="alert" className="text-red-700">
              {te(state.code)}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={pending}
            className="self-start rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {pending ? t('sending') : t('subscribe')}
          </button>
        </form>
      )}
    </section>
  )
}
