import { routeHandler } from '@/lib/route'
import { handleCodesExport } from '@/modules/codes/export-route'

export const dynamic = 'force-dynamic'

/** CSV of a campaign's codes (admins only): modules/codes/export-route.ts. */
export const GET = routeHandler(
  async (request: Request, { params }: RouteContext<'/api/admin/codes/[id]/export'>) =>
    handleCodesExport(request, (await params).id),
)
