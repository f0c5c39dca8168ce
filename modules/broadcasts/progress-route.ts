import 'server-only'
import { failureResponse } from '@/lib/route'
import { authorizeAdminRequest } from '@/modules/admin/public'
import { getBroadcastProgress } from './queries'
import { ZBroadcastId } from './schemas'

/** GET /api/admin/broadcasts/{id}/progress: 401/403 for others, 404 for an unknown id. */
export async function handleBroadcastProgress(request: Request, rawId: string): Promise<Response> {
  const { response } = await authorizeAdminRequest(request)
  if (response) return response
  const id = ZBroadcastId.safeParse(rawId)
  const progress = id.success ? await getBroadcastProgress(id.data) : null
  if (!progress) return failureResponse(request, 'broadcasts/not-found')
  return Response.json(progress, { headers: { 'Cache-Control': 'no-store' } })
}
