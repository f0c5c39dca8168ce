import type { ButtonHTMLAttributes } from 'react'
import { buttonClass, type TButtonVariant } from './styles'

/**
 * A button of the kit. `pending` disables it while the form's action runs and may show a
 * different label (“Sending…”), so a double click never sends twice.
 */
export function Button({
  variant = 'primary',
  pending = false,
  pendingLabel,
  block = false,
  className,
  children,
  type = 'submit',
  disabled,
  ...button
}: {
  variant?: TButtonVariant
  pending?: boolean
  pendingLabel?: string
  /** Full width (forms in a narrow column). */
  block?: boolean
} & ButtonHTMLAttributes<HTMLButtonElement>) {
  const classes = [buttonClass[variant], block ? 'w-full' : 'self-start', className].filter(Boolean).join(' ')
  return (
    <button type={type} disabled={disabled || pending} className={classes} {...button}>
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  )
}
