import type { ButtonHTMLAttributes } from 'react'
import { buttonClass, type TButtonVariant } from './styles'

/**
 * A button of the kit. `pending` makes it inert while the form's action runs and may show a
 * different label (“Sending…”), so a double click or a second Enter never sends twice. Inert, not
 * `disabled`: a disabled button drops the focus to the page's start, and a keyboard user who
 * pressed it would have to find their place again.
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
  onClick,
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
    <button
      type={type}
      disabled={disabled}
      aria-disabled={pending || undefined}
      // Enter in a field submits through a click on the form's submit button: cancelled too.
      onClick={pending ? (event) => event.preventDefault() : onClick}
      className={classes}
      {...button}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  )
}
