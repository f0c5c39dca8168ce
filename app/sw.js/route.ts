import { serveServiceWorker } from '@/modules/pwa/service-worker-file'

// Built after `next build` into the build folder (modules/pwa/build-service-worker.ts), so it is
// read per request; browsers fetch it with every navigation check, uncached, and it is tiny.
export const dynamic = 'force-dynamic'

export function GET(): Response {
  return serveServiceWorker(process.cwd())
}
