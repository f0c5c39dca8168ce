import 'server-only'
import { pingDatabase } from '@/db/client'
import { logger } from '@/lib/logger'

export async function checkReadiness(): Promise<{
  status: 'ok' | 'unavailable'
  database: 'ok' | 'unreachable'
}> {
  try {
    await pingDatabase()
    return { status: 'ok', database: 'ok' }
  } catch (error) {
    logger.warn({ err: error }, 'readiness check: database unreachable')
    return { status: 'unavailable', database: 'unreachable' }
  }
}

/** `GET /healthz`, liveness: the process answers. Never touches the database. */
export function handleLivenessRequest(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}

/** `GET /readyz`, readiness: the database answers. Load balancers stop sending traffic on 503. */
export async function handleReadinessRequest(): Promise<Response> {
  const ready = await checkReadiness()
  return Response.json(ready, {
    status: ready.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}
