'use client'

import Link from 'next/link'
import { type ComponentProps, useState } from 'react'

/**
 * next/link that fetches its page once someone is about to follow it (pointer over it, a touch,
 * keyboard focus), not as soon as it scrolls into view (decision 071). For the links a page shows
 * at once (the brand, "Sign in", the footer's, the sign-in forms'): prefetching them on load
 * parsed their pages' data on the main thread while the page itself was starting, the costliest
 * moment on a phone. The intent turns next/link's own prefetch on, which then fetches the page
 * as it does for a visible link.
 */
export function IntentLink({
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: Omit<ComponentProps<typeof Link>, 'prefetch'>) {
  const [intent, setIntent] = useState(false)
  const warm = () => setIntent(true)
  return (
    <Link
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        warm()
        onMouseEnter?.(event)
      }}
      onTouchStart={(event) => {
        warm()
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        warm()
        onFocus?.(event)
      }}
      {...props}
    />
  )
}
