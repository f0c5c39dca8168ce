'use client'

import { startTransition, useEffect, useState } from 'react'

// True once the page's first hydration has committed its effects. Everything of the page hydrates
// in that one pass (no server-rendered Suspense boundary of ours hydrates later), so a component
// that reads it while rendering sees false exactly when it is hydrating server HTML.
let pageHydrated = false

/** True after the page's server HTML has been hydrated: an island mounted later has no server HTML. */
export function hasPageHydrated(): boolean {
  return pageHydrated
}

/**
 * Marks the page hydrated once its first pass has committed: called by a component every page
 * has (the layout's `ClientWatchers`), so `hasPageHydrated()` holds on a page where nothing reads
 * `useHydrated()`.
 */
export function useMarkPageHydrated(): void {
  useEffect(() => {
    pageHydrated = true
  }, [])
}

/**
 * False in the server HTML and while hydrating it, true in every render after (and in islands
 * mounted later). The switch after hydration is a transition, not the synchronous re-render a
 * store's server snapshot forces: React renders it in slices between the browser's other work,
 * so what the islands add after hydration (menus, background helpers) makes no long task on a
 * slow phone (decision 077).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated)
  useEffect(() => {
    pageHydrated = true
    startTransition(() => setHydrated(true))
  }, [])
  return hydrated
}
