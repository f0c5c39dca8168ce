'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useActionState } from 'react'
import type { TLocale } from '@/i18n/locales'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { Button } from '@/modules/ui/components/button'
import { Field, TextField, useFieldErrors } from '@/modules/ui/components/fields'
import { ActionFeedback, FormNotice } from '@/modules/ui/components/form-feedback'
import { RouteLink } from '@/modules/ui/components/route-link'
import { inputClass } from '@/modules/ui/components/styles'
import { createCertificateAction, updateCertificateAction } from '../actions'
import { MESSAGE_MAX, NAME_MAX } from '../constants'
import type { TCertificateView } from '../queries'
import { MoneyFields, QuitDateField } from './quit-fields'

/** Create or edit a certificate. */
export function CertificateForm({
  certificate,
  prefill,
  latestQuitDate,
  defaultCurrency,
}: {
  certificate?: TCertificateView
  /** Starting values of a new certificate (the person's quit plan, /certificates/new?from=plan). */
  prefill?: Partial<TCertificateView>
  /** The latest quit date the server accepts, for the date picker. */
  latestQuitDate: string
  defaultCurrency: string
}) {
  const t = useTranslations('certificates')
  const locale = useLocale() as TLocale
  const [state, dispatch, pending] = useActionState(
    certificate ? updateCertificateAction : createCertificateAction,
    null,
  )
  const fieldError = useFieldErrors(state)
  const values = certificate ?? prefill

  return (
    <form action={dispatch} onSubmit={submitWithoutReset(dispatch)} className="grid max-w-xl gap-6">
      {certificate ? <input type="hidden" name="id" value={certificate.id} /> : null}
      <ActionFeedback state={state} />
      {state?.ok ? (
        <FormNotice>
          {t('form.saved')}{' '}
          {certificate ? (
            <RouteLink
              locale={locale}
              href={`/certificate/${certificate.id}`}
              className="font-semibold underline"
            >
              {t('edit.backToCertificate')}
            </RouteLink>
          ) : null}
        </FormNotice>
      ) : null}
      <TextField
        label={t('form.displayName')}
        hint={t('form.displayNameHint')}
        error={fieldError('displayName')}
        name="displayName"
        type="text"
        required
        maxLength={NAME_MAX}
        autoComplete="given-name"
        defaultValue={values?.displayName}
      />
      <QuitDateField
        label={t('form.quitDate')}
        hint={t('form.quitDateHint')}
        error={fieldError('quitDate')}
        latest={latestQuitDate}
        defaultValue={values?.quitDate}
      />
      <fieldset className="grid gap-4 rounded-lg border border-slate-300 p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold">{t('form.moneyHeading')}</legend>
        <p className="text-sm text-slate-600 sm:col-span-2">{t('form.moneyHint')}</p>
        <MoneyFields
          label={(name) => t(`form.${name}`)}
          values={{ ...values, currency: values?.currency ?? defaultCurrency }}
          fieldError={fieldError}
        />
      </fieldset>
      <Field
        label={t('form.message')}
        hint={t('form.messageHint', { max: MESSAGE_MAX })}
        name="message"
        error={fieldError('message')}
      >
        {(props) => (
          <textarea
            {...props}
            rows={3}
            maxLength={MESSAGE_MAX}
            defaultValue={values?.message ?? ''}
            className={inputClass}
          />
        )}
      </Field>
      <Button pending={pending} pendingLabel={t('form.saving')}>
        {certificate ? t('form.save') : t('form.create')}
      </Button>
    </form>
  )
}
