import type { ReactNode } from 'react'

/**
 * The framed section of a page that holds a form which cannot be undone (delete a certificate,
 * close a challenge): a red frame, its heading, what will happen, then the form.
 */
export function DangerZone({
  id,
  heading,
  warning,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string
  heading: ReactNode
  warning: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="mt-12 max-w-xl rounded-lg border border-red-200 p-4">
      <h2 id={id} className="text-xl font-bold text-red-900">
        {heading}
      </h2>
      <p className="mt-2 text-slate-700">{warning}</p>
      <div className="mt-4">{children}</div>
    </section>
  )
}
