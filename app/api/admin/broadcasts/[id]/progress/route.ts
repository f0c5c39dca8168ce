import { handleBroadcastProgress } from '@/modules/broadcasts/progress-route'

export const dynamic = 'force-dynamic'

/** Live progress of a broadcast for /admin/email (admins only): modules/broadcasts/progress-route.ts. */
export async function GET(request: Request, { params }: RouteContext<'/api/admin/broadcasts/[id]/progress'>) {
  return handleBroadcastProgress(request, (await params).id)
}
