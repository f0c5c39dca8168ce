'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { INTENT_PREFETCH_SELECTOR } from '@/modules/ui/components/page-link'

const INTENTS = ['pointerover', 'touchstart', 'focusin'] as const

/**
 * Fetches the page of a link marked with `intentPrefetch` when the pointer enters it, a finger
 * touches it or it gets keyboard focus: one listener for the whole document, loaded after the
 * page has hydrated (decision 071). Each address once while the document lives.
 */
export function IntentPrefetch() {
  const router = useRouter()
  useEffect(() => {
    const warmed = new Set<string>()
    const warm = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest(INTENT_PREFETCH_SELECTOR) : null
      if (!(anchor instanceof HTMLAnchorElement)) return
      const url = new URL(anchor.href)
      const address = url.pathname + url.search
      if (url.origin !== window.location.origin || warmed.has(address)) return
      if (address === window.location.pathname + window.location.search) return
      warmed.add(address)
      router.prefetch(address)
    }
    for (const type of INTENTS) document.addEventListener(type, warm, { capture: true, passive: true })
    return () => {
      for (const type of INTENTS) document.removeEventListener(type, warm, { capture: true })
    }
  }, [router])
  return null
}
