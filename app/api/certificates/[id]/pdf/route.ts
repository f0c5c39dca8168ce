import type { NextRequest } from 'next/server'
import { routeHandler } from '@/lib/route'
import { respondWithCertificatePdf } from '@/modules/certificates/files-route'

export const GET = routeHandler(
  async (request: NextRequest, { params }: RouteContext<'/api/certificates/[id]/pdf'>) =>
    respondWithCertificatePdf(request, (await params).id),
)
