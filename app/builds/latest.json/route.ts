import { routeHandler } from '@/lib/route'
import { handleLatestBuildRequest } from '@/modules/site/build-route'

// The build this server runs; clients poll it to notice a deploy (modules/site/build-route.ts).
export const dynamic = 'force-static'

export const GET = routeHandler(handleLatestBuildRequest)
