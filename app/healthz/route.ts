import { routeHandler } from '@/lib/route'
import { handleLivenessRequest } from '@/modules/site/health-route'

// Liveness: the process answers. Never touches the database.
export const dynamic = 'force-dynamic'

export const GET = routeHandler(handleLivenessRequest)
