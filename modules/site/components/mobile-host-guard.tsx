'use client'

import { useEffect } from 'react'

type TClientConfig = { mobileHost: string | null; mainSiteUrl: string }
type TEscapeRule = typeof import('../mobile-host').isMobileHostEscape

/**
 * On the mobile host (MOBILE_HOST) a navigation from a non-root page to another non-root page
 * leaves for the main site's root with a full page load, as the replaced site did. The rule (and
 * with it the slug table) loads only on the mobile host.
 */
export function MobileHostGuard() {
  useEffect(() => {
    let config: TClientConfig | undefined
    let isMobileHostEscape: TEscapeRule | undefined
    const controller = new AbortController()
    fetch('/api/client-config', { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<TClientConfig>) : undefined))
      .then(async (loaded) => {
        if (!loaded?.mobileHost || window.location.host !== loaded.mobileHost) return
        isMobileHostEscape = (await import('../mobile-host')).isMobileHostEscape
        config = loaded
      })
      .catch((error: unknown) => console.debug('client config unavailable', error))
    const onClick = (event: MouseEvent) => {
      if (!config || !isMobileHostEscape) return
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return
      const anchor = (event.target as Element | null)?.closest?.('a[href]')
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return
      const target = new URL(anchor.href, window.location.href)
      if (target.origin !== window.location.origin) return
      if (isMobileHostEscape(window.location.pathname, target.pathname)) {
        event.preventDefault()
        window.location.assign(new URL('/', config.mainSiteUrl).toString())
      }
    }
    document.addEventListener('click', onClick, true)
    return () => {
      controller.abort()
      document.removeEventListener('click', onClick, true)
    }
  }, [])
  return null
}
