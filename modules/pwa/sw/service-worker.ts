/// <reference lib="webworker" />
// The service worker source. modules/pwa/build-service-worker.ts bundles it with esbuild after
// `next build` and fills in the precache list and build id; /sw.js serves the result.
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  type PrecacheEntry,
  type RouteMatchCallback,
  Serwist,
  type SerwistPlugin,
  StaleWhileRevalidate,
} from 'serwist'
import { locales } from '@/i18n/locales'
import {
  classifyRequest,
  isStorableResponse,
  offlineLocaleFor,
  offlinePagePath,
  type TCacheRule,
} from './cache-rules'
import { addPushListeners } from './push-events'

declare const self: ServiceWorkerGlobalScope
declare const __EXHALE_PRECACHE__: PrecacheEntry[]
declare const __EXHALE_BUILD_ID__: string

const DAY_SECONDS = 24 * 60 * 60
// Pages belong to one build: a new build's worker starts with an empty page cache, so a cached
// page never references scripts of a build that is gone (see activate below).
const PAGE_CACHE_PREFIX = 'exhale-pages-'
const PAGE_CACHE = `${PAGE_CACHE_PREFIX}${__EXHALE_BUILD_ID__}`

/** Refuses to store what the server did not let shared caches keep (signed-in pages, errors). */
const storableOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (isStorableResponse(response) ? response : null),
}

function rule(expected: TCacheRule): RouteMatchCallback {
  return ({ request, url }) =>
    classifyRequest({
      url,
      origin: self.location.origin,
      method: request.method,
      mode: request.mode,
      destination: request.destination,
      headers: request.headers,
    }) === expected
}

const serwist = new Serwist({
  precacheEntries: __EXHALE_PRECACHE__,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 6 },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: rule('static'),
      handler: new CacheFirst({
        cacheName: 'exhale-static',
        plugins: [storableOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS })],
      }),
    },
    {
      matcher: rule('asset'),
      handler: new StaleWhileRevalidate({
        cacheName: 'exhale-assets',
        plugins: [storableOnly, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY_SECONDS })],
      }),
    },
    {
      matcher: rule('page'),
      handler: new StaleWhileRevalidate({
        cacheName: PAGE_CACHE,
        plugins: [storableOnly, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY_SECONDS })],
      }),
    },
    {
      matcher: rule('page-network-first'),
      handler: new NetworkFirst({
        cacheName: PAGE_CACHE,
        networkTimeoutSeconds: 10,
        plugins: [storableOnly],
      }),
    },
    { matcher: rule('private-page'), handler: new NetworkOnly() },
  ],
  fallbacks: {
    // A navigation that neither the network nor the cache can answer gets the offline page in
    // the language of the page asked for.
    entries: locales.map((locale) => ({
      url: offlinePagePath(locale),
      matcher: ({ request }) =>
        request.destination === 'document' && offlineLocaleFor(new URL(request.url).pathname) === locale,
    })),
  },
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(PAGE_CACHE_PREFIX) && name !== PAGE_CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  )
})

serwist.addEventListeners()
addPushListeners(self)
