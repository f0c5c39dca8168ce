import { getConfig } from '@/lib/config'

// Runtime settings the browser needs (pages are static, so they cannot carry them).
export const dynamic = 'force-dynamic'

export function GET() {
  const config = getConfig()
  return Response.json(
    { mobileHost: config.MOBILE_HOST ?? null, mainSiteUrl: config.mainSiteUrl },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  )
}
