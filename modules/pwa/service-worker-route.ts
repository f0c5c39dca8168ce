import fs from 'node:fs'
import { failureResponse } from '@/lib/route'
import { SERVICE_WORKER_HEADERS, serviceWorkerFile } from './service-worker-file'

/**
 * `GET /sw.js`: the built worker, read per request (it is built after `next build` into the build
 * folder, modules/pwa/build-service-worker.ts); 404 while none is built (next dev).
 */
export async function handleServiceWorkerRequest(request: Request, root: string): Promise<Response> {
  const file = serviceWorkerFile(root)
  if (!fs.existsSync(file)) return failureResponse(request, 'common/not-found')
  return new Response(fs.readFileSync(file), { headers: SERVICE_WORKER_HEADERS })
}
