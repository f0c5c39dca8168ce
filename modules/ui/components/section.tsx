import type { ReactNode } from 'react'

/**
 * A part of a page under its own heading (admin pages): a region named by its `<h2>`, whose id is
 * `${id}-heading` (a link can point at it, e.g. `#refund-heading`).
 */
export function Section({
  id,
  title,
  className,
  children,
}: {
  id: string
  title: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}
