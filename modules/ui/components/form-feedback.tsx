'use client'

import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect, useRef } from 'react'
import type { TActionResult } from '@/lib/action-result'
import { useErrorMessage } from '../client/use-error-message'
import { alertClass, noticeClass } from './styles'

export type TFormFieldError = { fieldId: string; message: string }

/**
 * The entries of an error summary: each field (name → the id of its control, in the form's
 * order) that has a message.
 */
export function summaryErrors(
  ids: Readonly<Record<string, string | undefined>>,
  message: (name: string) => string | undefined,
): TFormFieldError[] {
  return Object.entries(ids).flatMap(([name, fieldId]) => {
    const text = message(name)
    return text && fieldId ? [{ fieldId, message: text }] : []
  })
}

/** The id of a field's error message, for its `aria-describedby`. */
export function fieldErrorId(fieldId: string): string {
  return `${fieldId}-error`
}

/**
 * Every invalid field of a form at once (decision 046): a summary that takes the focus after
 * a failed submission, each entry a link to its field, announced as an alert. `attempt` changes
 * with each answer of the server, so a second failure moves the focus here again.
 */
export function ErrorSummary({ errors, attempt }: { errors: TFormFieldError[]; attempt: unknown }) {
  const t = useTranslations('forms')
  const summary = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (errors.length > 0 && attempt) summary.current?.focus()
  }, [attempt, errors.length])

  if (errors.length === 0) return null
  return (
    <div
      ref={summary}
      role="alert"
      tabIndex={-1}
      // Without JavaScript the page comes back from the server: the browser focuses it itself.
      // biome-ignore lint/a11y/noAutofocus: moving focus to the errors is the point (decision 046)
      autoFocus
      className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 focus:outline-2 focus:outline-red-700"
    >
      <p className="font-semibold">{t('errorSummary', { count: errors.length })}</p>
      <ul className="mt-1 list-disc pl-5">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} className="underline">
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A field's own error message, tied to it by `aria-describedby`. */
export function FieldError({ fieldId, message }: { fieldId: string; message?: string }) {
  if (!message) return null
  return (
    <p id={fieldErrorId(fieldId)} className="mt-1 text-sm text-red-800">
      {message}
    </p>
  )
}

/**
 * A form's error message that takes the focus after each failed answer (`attempt` changes), for
 * forms whose fields carry their own tied messages already (certificate, challenge).
 */
export function FormAlert({
  attempt,
  className,
  children,
}: {
  attempt: unknown
  className?: string
  children: ReactNode
}) {
  const alert = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (attempt) alert.current?.focus()
  }, [attempt])
  return (
    <p ref={alert} role="alert" tabIndex={-1} className={className}>
      {children}
    </p>
  )
}

/** A form's success or progress message, announced politely. */
export function FormNotice({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="status" className={className ?? noticeClass}>
      {children}
    </div>
  )
}

/**
 * The answer of an action form in one place: its failure as a focus-taking alert (the error
 * code's message), or, when given, the text that says it worked.
 */
export function ActionFeedback({
  state,
  success,
}: {
  state: TActionResult<unknown> | null | undefined
  success?: ReactNode
}) {
  const errorMessage = useErrorMessage()
  if (state && !state.ok) {
    return (
      <FormAlert attempt={state} className={alertClass}>
        {errorMessage(state)}
      </FormAlert>
    )
  }
  return state?.ok && success ? <FormNotice>{success}</FormNotice> : null
}
