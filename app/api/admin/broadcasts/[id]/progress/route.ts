import { routeHandler } from '@/lib/route'
import { handleBroadcastProgress } from '@/modules/broadcasts/progress-route'

export const dynamic = 'force-dynamic'

/** Live progress of a broadcast for /admin/email (admins only): modules/broadcasts/progress-route.ts. */
export const GET = routeHandler(
  async (request: Request, { params }: RouteContext<'/api/admin/broadcasts/[id]/progress'>) =>
    handleBroadcastProgress(request, (await params).id),
)
