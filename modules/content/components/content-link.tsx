import Link from 'next/link'
import type { ReactNode } from 'react'
import type { TResolvedLink } from '../links'
import type { TRenderContext } from './render-context'

/** A link from content: client navigation inside the site, a new tab (announced) outside it. */
export function ContentLink({
  link,
  ctx,
  className,
  children,
}: {
  link: TResolvedLink
  ctx: TRenderContext
  className?: string
  children: ReactNode
}) {
  if (link.external) {
    return (
      <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="sr-only"> ({ctx.labels.opensInNewTab})</span>
      </a>
    )
  }
  if (!link.href.startsWith('/')) {
    return (
      <a href={link.href} className={className}>
        {children}
      </a>
    )
  }
  return (
    <Link href={link.href} className={className}>
      {children}
    </Link>
  )
}
