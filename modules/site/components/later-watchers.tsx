'use client'

import { ServiceWorkerRegistration } from '@/modules/pwa/components/service-worker-registration'
import { IntentPrefetch } from './intent-prefetch'
import { MobileHostGuard } from './mobile-host-guard'
import { VersionPrompt } from './version-prompt'

/**
 * The background helpers nothing on a page waits for (new-version prompt, mobile host rule,
 * service worker registration, links fetched on intent): loaded after the page has hydrated, in a chunk of their own
 * (client-watchers.tsx), so their code is not part of the page's first script.
 */
export default function LaterWatchers() {
  return (
    <>
      <VersionPrompt />
      <MobileHostGuard />
      <ServiceWorkerRegistration />
      <IntentPrefetch />
    </>
  )
}
