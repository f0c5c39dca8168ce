import 'server-only'
import { getConfig } from '@/lib/config'

/** `GET /api/client-config`: runtime settings the browser needs (pages are static, so they cannot carry them). */
export function handleClientConfigRequest(): Response {
  const config = getConfig()
  return Response.json(
    { mobileHost: config.MOBILE_HOST ?? null, mainSiteUrl: config.mainSiteUrl },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  )
}
