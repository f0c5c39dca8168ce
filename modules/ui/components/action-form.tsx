'use client'

import { type ReactNode, useActionState, useId } from 'react'
import type { TActionResult } from '@/lib/action-result'
import { useErrorMessage } from '@/modules/ui/client/use-error-message'
import { Button } from './button'

/** A form action of `lib/action.ts` (state, FormData) → result. */
export type TFormAction = (
  previous: TActionResult<unknown> | null,
  form: FormData,
) => Promise<TActionResult<unknown> | null>

/**
 * A form bound to a server action whose fields come from the (server) parent as children; the
 * answer shows below the button — the localized error of a failed action, with the names of the
 * fields to check, or the success text. Works before JavaScript loads, too. Texts arrive as
 * props, so a page's strings stay out of every page's client bundle. Used by the admin forms.
 */
export function ActionForm({
  action,
  children,
  submitLabel,
  pendingLabel,
  successText,
  fieldLabels = {},
  variant = 'primary',
  className = 'flex flex-col gap-4',
}: {
  action: TFormAction
  children?: ReactNode
  submitLabel: string
  pendingLabel: string
  successText?: string
  fieldLabels?: Record<string, string>
  variant?: 'primary' | 'secondary' | 'danger'
  className?: string
}) {
  const errorMessage = useErrorMessage()
  const id = useId()
  const [state, formAction, pending] = useActionState(action, null)
  const failedFields = state && !state.ok ? Object.keys(state.fields ?? {}) : []
  return (
    <form action={formAction} className={className} aria-describedby={state ? `${id}-answer` : undefined}>
      {children}
      <div>
        <Button variant={variant} pending={pending} pendingLabel={pendingLabel} className="text-sm">
          {submitLabel}
        </Button>
      </div>
      {state && !state.ok ? (
        <div id={`${id}-answer`} role="alert" className="text-sm text-red-700">
          <p>{errorMessage(state)}</p>
          {failedFields.length > 0 ? (
            <ul className="mt-1 list-inside list-disc">
              {failedFields.map((field) => (
                <li key={field}>{fieldLabels[field] ?? field}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {state?.ok && successText ? (
        <p id={`${id}-answer`} role="status" className="text-sm text-brand-700">
          {successText}
        </p>
      ) : null}
    </form>
  )
}
