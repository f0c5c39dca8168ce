import { checkReadiness } from '@/modules/site/readiness'

// Readiness: the database answers. Load balancers stop sending traffic on 503.
export const dynamic = 'force-dynamic'

export async function GET() {
  const ready = await checkReadiness()
  return Response.json(ready, {
    status: ready.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}
