'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

/**
 * The one extra click of a form sent without JavaScript (decision 045): says why, names the
 * address, and sends the same fields again with the server-issued form token. Not a refusal:
 * the person's input is kept and nothing is asked that they cannot give.
 */
export function ConfirmStep({
  action,
  email,
  formToken,
  fields,
  pending,
}: {
  action: (data: FormData) => void
  email: string
  formToken: string
  fields: Record<string, string | undefined>
  pending: boolean
}) {
  const t = useTranslations('forms')
  const heading = useRef<HTMLParagraphElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <form
      action={action}
      className="mt-3 flex flex-col gap-3 rounded-md border border-brand-100 bg-brand-50 p-3"
    >
      {Object.entries(fields).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="formToken" value={formToken} />
      <p ref={heading} tabIndex={-1} className="font-semibold text-slate-900">
        {t('confirmHeading')}
      </p>
      <p className="text-slate-800">{t('confirmText', { email })}</p>
      <button
        type="submit"
        disabled={pending}
        className="self-start rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {t('confirmSubmit')}
      </button>
    </form>
  )
}
