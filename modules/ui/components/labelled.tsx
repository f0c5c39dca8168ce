import type { ReactNode } from 'react'

/**
 * A control with its label above it, the compact layout of admin forms and filters. The control
 * comes as the child, so its own attributes (name, pattern, defaultValue) stay in view.
 */
export function Labelled({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child, inside the label
    <label className="flex flex-col gap-1">
      <span className="font-medium">{label}</span>
      {children}
    </label>
  )
}
