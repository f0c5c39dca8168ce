'use client'

import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

/**
 * Closes an open disclosure the way people expect of a menu button: Escape (focus goes back to
 * the button), a press outside it, and focus moving to something outside it.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  root: React.RefObject<HTMLElement | null>,
  button: React.RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return
    function onPointerDown(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) close()
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      const focusInside = root.current?.contains(document.activeElement) ?? false
      close()
      if (focusInside) button.current?.focus()
    }
    function onFocusIn(event: FocusEvent) {
      if (!root.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [open, close, root, button])
}

type TDisclosureMenuProps = {
  /** The button's visible content. */
  label: ReactNode
  /** The button's accessible name when its visible content does not say enough. */
  buttonLabel?: string
  buttonClassName: string
  panelClassName: string
  className?: string
  children: ReactNode
}

/**
 * A button that shows and hides a panel of links (the disclosure pattern of the WAI-ARIA
 * Authoring Practices, used for navigation menus): `aria-expanded`, `aria-controls`, closed by
 * Escape, an outside press or focus leaving. The button is in the server HTML and shown from the
 * first paint when scripts run (`js:` styles); without JavaScript a <details> of the same look in
 * <noscript> stands in for it, so the panel still opens. Hydration changes nothing in it, and a
 * browser with JavaScript never parses the fallback (decision 083).
 */
export function DisclosureMenu({
  label,
  buttonLabel,
  buttonClassName,
  panelClassName,
  className,
  children,
}: TDisclosureMenuProps) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const close = useRef(() => setOpen(false)).current
  useDismiss(open, close, root, button)

  return (
    <div ref={root} className={className}>
      <noscript>
        <details>
          <summary
            aria-label={buttonLabel}
            className={`list-none [&::-webkit-details-marker]:hidden ${buttonClassName}`}
          >
            {label}
          </summary>
          <div className={panelClassName}>{children}</div>
        </details>
      </noscript>
      {/* No box of its own: the button and the panel are laid out as the root's children. */}
      <div className="hidden js:contents">
        <button
          ref={button}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={buttonLabel}
          className={buttonClassName}
          onClick={() => setOpen((was) => !was)}
        >
          {label}
        </button>
        {/* A followed link closes the menu: the header stays mounted across client navigations. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the links inside handle keys; this only listens */}
        <div
          id={panelId}
          hidden={!open}
          className={panelClassName}
          onClick={(event) => {
            if ((event.target as Element).closest('a')) setOpen(false)
          }}
        >
          {children}
        </div>
      </div>
    </div>
  )
}
