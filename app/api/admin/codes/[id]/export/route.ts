import { handleCodesExport } from '@/modules/codes/export-route'

export const dynamic = 'force-dynamic'

/** CSV of a campaign's codes (admins only): modules/codes/export-route.ts. */
export async function GET(request: Request, { params }: RouteContext<'/api/admin/codes/[id]/export'>) {
  return handleCodesExport(request, (await params).id)
}
