import type { NextRequest } from 'next/server'
import { routeHandler } from '@/lib/route'
import { respondWithCertificateImage } from '@/modules/certificates/files-route'

export const GET = routeHandler(
  async (request: NextRequest, { params }: RouteContext<'/api/certificates/[id]/og'>) =>
    respondWithCertificateImage(request, (await params).id),
)
