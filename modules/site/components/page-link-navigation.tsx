'use client'

import { useRouter } from 'next/navigation'
import { startTransition, useEffect } from 'react'
import { PAGE_LINK_SELECTOR } from '@/modules/ui/components/page-link'
import { routerTarget } from '../page-link-click'

/**
 * Follows a click on a page link (`pageLink`) with the app router, as next/link would: one
 * listener for the whole document instead of a client component per link (decision 072). It
 * listens on the window, after React's own handlers on the document, so a link's onClick (the
 * language cookie, closing a menu) runs first and can still keep the browser's default.
 */
export function PageLinkNavigation() {
  const router = useRouter()
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest(PAGE_LINK_SELECTOR) : null
      if (!(anchor instanceof HTMLAnchorElement)) return
      const target = routerTarget(event, anchor, new URL(window.location.href))
      if (target === null) return
      event.preventDefault()
      startTransition(() => router.push(target))
    }
    window.addEventListener('click', follow)
    return () => window.removeEventListener('click', follow)
  }, [router])
  return null
}
