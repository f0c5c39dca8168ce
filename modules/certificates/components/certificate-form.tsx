'use client'

import { useTranslations } from 'next-intl'
import { type FormEvent, type ReactNode, startTransition, useActionState, useId } from 'react'
import { Link } from '@/i18n/navigation'
import { submitWithoutReset } from '@/modules/ui/client/submit-without-reset'
import { FormAlert } from '@/modules/ui/components/form-feedback'
import { createCertificateAction, updateCertificateAction } from '../actions'
import type { TCertificateView } from '../queries'
import { CURRENCIES, MESSAGE_MAX, NAME_MAX } from '../schemas'

type TFieldErrors = Record<string, string[] | undefined> | undefined

export function FieldError({ id, codes }: { id: string; codes: string[] | undefined }) {
  const errors = useTranslations('errors')
  if (!codes?.length) return null
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {errors(codes[0] as never)}
    </p>
  )
}

function Field({
  label,
  hint,
  name,
  fieldErrors,
  children,
}: {
  label: string
  hint?: string
  name: string
  fieldErrors: TFieldErrors
  children: (props: {
    id: string
    name: string
    'aria-invalid': boolean
    'aria-describedby': string | undefined
  }) => ReactNode
}) {
  const id = useId()
  const codes = fieldErrors?.[name]
  const describedBy = [hint ? `${id}-hint` : '', codes?.length ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-1">
        {children({
          id,
          name,
          'aria-invalid': Boolean(codes?.length),
          'aria-describedby': describedBy || undefined,
        })}
      </div>
      <FieldError id={`${id}-error`} codes={codes} />
    </div>
  )
}

const inputClass =
  'w-full rounded-md border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-700 focus:border-brand-600'

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
  const errors = useTranslations('errors')
  const [state, dispatch, pending] = useActionState(
    certificate ? updateCertificateAction : createCertificateAction,
    null,
  )
  const fieldErrors = state && !state.ok ? state.fields : undefined
  const values = certificate ?? prefill
  const price = values?.packPriceMinor != null ? (values.packPriceMinor / 100).toFixed(2) : ''

  return (
    <form action={dispatch} onSubmit={submitWithoutReset(dispatch)} className="grid max-w-xl gap-6">
      {certificate ? <input type="hidden" name="id" value={certificate.id} /> : null}
      {state && !state.ok ? (
        <FormAlert attempt={state} className="rounded-md border border-red-200 bg-red-50 p-4 text-red-900">
          {errors(state.code)}
        </FormAlert>
      ) : null}
      {state?.ok ? (
        <p role="status" className="rounded-md border border-brand-100 bg-brand-50 p-4 text-brand-900">
          {t('form.saved')}{' '}
          {certificate ? (
            <Link
              href={{ pathname: '/certificate/[id]', params: { id: certificate.id } }}
              className="font-semibold underline"
            >
              {t('edit.backToCertificate')}
            </Link>
          ) : null}
        </p>
      ) : null}
      <Field
        label={t('form.displayName')}
        hint={t('form.displayNameHint')}
        name="displayName"
        fieldErrors={fieldErrors}
      >
        {(props) => (
          <input
            {...props}
            type="text"
            required
            maxLength={NAME_MAX}
            autoComplete="given-name"
            defaultValue={values?.displayName}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label={t('form.quitDate')}
        hint={t('form.quitDateHint')}
        name="quitDate"
        fieldErrors={fieldErrors}
      >
        {(props) => (
          <input
            {...props}
            type="date"
            required
            min="1900-01-01"
            max={latestQuitDate}
            defaultValue={values?.quitDate}
            className={inputClass}
          />
        )}
      </Field>
      <fieldset className="grid gap-4 rounded-lg border border-slate-300 p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold">{t('form.moneyHeading')}</legend>
        <p className="text-sm text-slate-600 sm:col-span-2">{t('form.moneyHint')}</p>
        <Field label={t('form.cigarettesPerDay')} name="cigarettesPerDay" fieldErrors={fieldErrors}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={1}
              max={200}
              step={1}
              defaultValue={values?.cigarettesPerDay ?? ''}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('form.packSize')} name="packSize" fieldErrors={fieldErrors}>
          {(props) => (
            <input
              {...props}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              step={1}
              defaultValue={values?.packSize ?? 20}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('form.packPrice')} name="packPrice" fieldErrors={fieldErrors}>
          {(props) => (
            <input
              {...props}
              type="text"
              inputMode="decimal"
              pattern="\d{1,4}([.,]\d{1,2})?"
              defaultValue={price}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('form.currency')} name="currency" fieldErrors={fieldErrors}>
          {(props) => (
            <select {...props} defaultValue={values?.currency ?? defaultCurrency} className={inputClass}>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <Field
        label={t('form.message')}
        hint={t('form.messageHint', { max: MESSAGE_MAX })}
        name="message"
        fieldErrors={fieldErrors}
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
      <div>
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {pending ? t('form.saving') : certificate ? t('form.save') : t('form.create')}
        </button>
      </div>
    </form>
  )
}
