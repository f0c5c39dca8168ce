'use client'

import { useEffect } from 'react'
import '../client/install-event'

/**
 * Registers /sw.js (production builds only: `next dev` has no worker) once the page has loaded,
 * so the worker's precaching does not compete with the page itself.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
    const register = () => {
      navigator.serviceWorker
        .register('/sw.js', { scope: '/', updateViaCache: 'none' })
        .catch((error: unknown) => console.warn('service worker registration failed', error))
    }
    if (document.readyState === 'complete') {
      register()
      return
    }
    window.addEventListener('load', register, { once: true })
    return () => window.removeEventListener('load', register)
  }, [])
  return null
}
