import type { ReactNode } from 'react'
import { splitLocale, withLocale } from '@/i18n/locale-path'
import { intentPrefetch } from '@/modules/ui/components/page-link'
import type { TResolvedLink } from '../links'
import type { TRenderContext } from './render-context'
import { SignedOutLink } from './signed-out-link'

/** A content link to registration: nobody signed in should be offered "Create an account". */
function isRegisterLink(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? ''
  return splitLocale(path).rest === '/register'
}

/** A link from content: client navigation inside the site, a new tab (announced) outside it. */
export function ContentLink({
  link,
  ctx,
  className,
  inline = false,
  children,
}: {
  link: TResolvedLink
  ctx: TRenderContext
  className?: string
  /** A link inside running text: for a signed-in person a link to registration stays plain text. */
  inline?: boolean
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
  if (isRegisterLink(link.href)) {
    return (
      <SignedOutLink
        href={link.href}
        className={className}
        signedIn={
          inline
            ? { as: 'text' }
            : { as: 'link', href: withLocale(ctx.locale, '/progress'), label: ctx.labels.myProgress }
        }
      >
        {children}
      </SignedOutLink>
    )
  }
  return (
    <a {...intentPrefetch} href={link.href} className={className}>
      {children}
    </a>
  )
}

/** "Read more →" under a card: the card's own label, or the catalogue's. */
export function ReadMoreLink({
  link,
  ctx,
  label,
}: {
  link: TResolvedLink
  ctx: TRenderContext
  label?: string | null
}) {
  return (
    <p className="mt-4">
      <ContentLink
        link={link}
        ctx={ctx}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {label ?? ctx.labels.readMore}
        <span aria-hidden="true"> →</span>
      </ContentLink>
    </p>
  )
}
