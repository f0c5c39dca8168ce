'use client'

import { type ReactNode, useSyncExternalStore } from 'react'
import { hasSignedInMarker, useAuthState } from '@/modules/auth/client/session-store'
import { intentPrefetch } from '@/modules/ui/components/page-link'

const noSubscription = () => () => {}

/**
 * A link for visitors (registration) that a signed-in person never gets (decision 047): a call to
 * action becomes another link ("Go to my progress"), a link in running text becomes its plain
 * text. The page stays static and cacheable: the server always renders the visitor's link; the
 * browser swaps it at once from the JavaScript-readable signed-in marker cookie, then follows the
 * session store (sign-out in another tab included).
 */
export function SignedOutLink({
  href,
  className,
  signedIn: forMember,
  children,
}: {
  href: string
  className?: string
  signedIn: { as: 'link'; href: string; label: string } | { as: 'text' }
  children: ReactNode
}) {
  const auth = useAuthState()
  const marker = useSyncExternalStore(noSubscription, hasSignedInMarker, () => false)
  const signedIn = auth.status === 'signed-in' || (auth.status === 'unknown' && marker)
  if (!signedIn) {
    return (
      <a {...intentPrefetch} href={href} className={className}>
        {children}
      </a>
    )
  }
  return forMember.as === 'text' ? (
    <span>{children}</span>
  ) : (
    <a {...intentPrefetch} href={forMember.href} className={className}>
      {forMember.label}
    </a>
  )
}
