import { routeHandler } from '@/lib/route'
import { handleReadinessRequest } from '@/modules/site/health-route'

// Readiness: the database answers. Load balancers stop sending traffic on 503.
export const dynamic = 'force-dynamic'

export const GET = routeHandler(handleReadinessRequest)
