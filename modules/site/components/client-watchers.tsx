'use client'

import { useEffect } from 'react'
import { ServiceWorkerRegistration } from '@/modules/pwa/components/service-worker-registration'
import { claimReload, isChunkLoadError } from '../reload-guard'

import { MobileHostGuard } from './mobile-host-guard'
import { VersionPrompt } from './version-prompt'

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
 * Background helpers every page has: new-version prompt, chunk error reload, mobile host rule,
 * service worker registration.
 */
export function ClientWatchers() {
  return (
    <>
      <ChunkErrorReload />
      <VersionPrompt />
      <MobileHostGuard />
      <ServiceWorkerRegistration />
    </>
  )
}
