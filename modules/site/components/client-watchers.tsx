'use client'

import {
  type ComponentType,
  lazy,
  Suspense,
  startTransition,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react'
// Listens for the browser's install offer from the first script on: it may come before the
// helpers below have loaded.
import '@/modules/pwa/client/install-event'
import { hasSignedInMarker } from '@/modules/auth/client/session-store'
import { useMarkPageHydrated } from '@/modules/ui/client/hydrated'
import { whenIdle } from '@/modules/ui/client/when-idle'
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
 * The head script's classes on <html> (`js`, and `signed-in` with the marker cookie), again when
 * a client-side navigation to another language mounts a new root layout: React then clears the
 * attributes of <html> and does not run the head script again, and every `js:` style (the phone
 * navigation, the header's menus and account corner) would fall back to its no-JavaScript shape.
 * Before the browser paints the new page.
 */
function useHeadScriptClasses() {
  useLayoutEffect(() => {
    const classes = document.documentElement.classList
    classes.add('js')
    if (hasSignedInMarker()) classes.add('signed-in')
  }, [])
}

/**
 * Background helpers every page has: chunk error reload and page links followed by the router
 * from the start; new-version prompt, mobile host rule and service worker registration once the
 * page has hydrated and the browser is idle (LaterWatchers): nothing of the page's first moments
 * waits for them (decision 083).
 */
export function ClientWatchers() {
  useMarkPageHydrated()
  useHeadScriptClasses()
  const [later, setLater] = useState(false)
  useEffect(() => whenIdle(() => startTransition(() => setLater(true))), [])
  return (
    <>
      <ChunkErrorReload />
      <PageLinkNavigation />
      {later ? (
        <Suspense fallback={null}>
          <LaterWatchers />
        </Suspense>
      ) : null}
    </>
  )
}
