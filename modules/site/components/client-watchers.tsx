'use client'

import { type ComponentType, lazy, Suspense, useEffect } from 'react'
// Listens for the browser's install offer from the first script on: it may come before the
// helpers below have loaded.
import '@/modules/pwa/client/install-event'
import { useHydrated } from '@/modules/ui/client/hydrated'
import { claimReload, isChunkLoadError } from '../reload-guard'
import { PageLinkNavigation } from './page-link-navigation'

// A chunk that cannot load (a deploy replaced it) costs the page nothing: the helpers are missing
// until the next load, and ChunkErrorReload is not part of that chunk.
const LaterWatchers = lazy(
  (): Promise<{ default: ComponentType }> =>
    import('./later-watchers').catch((error: unknown) => {
      console.warn('background helpers unavailable', error)
      return { default: () => null }
    }),
)

function ChunkErrorReload() {
  useEffect(() => {
    const reloadOnce = (reason: unknown) => {
      if (isChunkLoadError(reason) && claimReload(window.sessionStorage, Date.now())) window.location.reload()
    }
    const onError = (event: ErrorEvent) => reloadOnce(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => reloadOnce(event.reason)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}

/**
 * Background helpers every page has: chunk error reload and page links followed by the router
 * from the start; new-version prompt, mobile host rule and service worker registration once the
 * page has hydrated (LaterWatchers).
 */
export function ClientWatchers() {
  const hydrated = useHydrated()
  return (
    <>
      <ChunkErrorReload />
      <PageLinkNavigation />
      {hydrated ? (
        <Suspense fallback={null}>
          <LaterWatchers />
        </Suspense>
      ) : null}
    </>
  )
}
