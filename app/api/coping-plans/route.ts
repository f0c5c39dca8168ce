import { routeHandler } from '@/lib/route'
import { handleCravingPlansRequest } from '@/modules/coping-plans/plans-route'

export const dynamic = 'force-dynamic'

/** The signed-in person's if-then plans for the /craving island: modules/coping-plans/plans-route.ts. */
export const GET = routeHandler(handleCravingPlansRequest)
