import { routeHandler } from '@/lib/route'
import { handleClientConfigRequest } from '@/modules/site/client-config-route'

// Runtime settings the browser needs (pages are static, so they cannot carry them).
export const dynamic = 'force-dynamic'

export const GET = routeHandler(handleClientConfigRequest)
