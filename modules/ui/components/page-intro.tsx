import type { ReactNode } from 'react'

/** A page's heading and lead paragraph, the first thing on every page. */
export function PageIntro({
  title,
  intro,
  children,
}: {
  title: string
  intro?: string
  children?: ReactNode
}) {
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {intro ? <p className="mt-3 max-w-2xl text-lg text-slate-700">{intro}</p> : null}
      {children}
    </div>
  )
}
