import type { NextRequest } from 'next/server'
import { respondWithCertificatePdf } from '@/modules/certificates/files'

export async function GET(request: NextRequest, { params }: RouteContext<'/api/certificates/[id]/pdf'>) {
  return respondWithCertificatePdf(request, (await params).id)
}
