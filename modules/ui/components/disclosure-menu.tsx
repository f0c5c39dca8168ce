import { type ReactNode, useId } from 'react'

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
 * Escape, an outside press, focus leaving and a followed link. The head script does the opening
 * and closing (lib/inline-scripts.ts, decision 087), so the menu works from the first paint and
 * hydrating it costs no state; the panel shows while its button says it is expanded (a `peer`
 * style). The button is in the server HTML and shown from the first paint when scripts run (`js:`
 * styles); without JavaScript a <details> of the same look in <noscript> stands in for it, so the
 * panel still opens, and a browser with JavaScript never parses the fallback (decision 083).
 */
export function DisclosureMenu({
  label,
  buttonLabel,
  buttonClassName,
  panelClassName,
  className,
  children,
}: TDisclosureMenuProps) {
  const panelId = useId()
  return (
    <div data-disclosure-root="" className={className}>
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
          data-disclosure=""
          type="button"
          aria-expanded="false"
          aria-controls={panelId}
          aria-label={buttonLabel}
          className={`peer ${buttonClassName}`}
        >
          {label}
        </button>
        <div id={panelId} className={`hidden peer-aria-expanded:block ${panelClassName}`}>
          {children}
        </div>
      </div>
    </div>
  )
}
