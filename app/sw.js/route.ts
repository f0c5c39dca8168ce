import { routeHandler } from '@/lib/route'
import { handleServiceWorkerRequest } from '@/modules/pwa/service-worker-route'

// Built after `next build` into the build folder (modules/pwa/build-service-worker.ts), so it is
// read per request; browsers fetch it with every navigation check, uncached, and it is tiny.
export const dynamic = 'force-dynamic'

export const GET = routeHandler((request: Request) => handleServiceWorkerRequest(request, process.cwd()))
