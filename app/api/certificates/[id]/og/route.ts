import type { NextRequest } from 'next/server'
import { respondWithCertificateImage } from '@/modules/certificates/files'

export async function GET(request: NextRequest, { params }: RouteContext<'/api/certificates/[id]/og'>) {
  return respondWithCertificateImage(request, (await params).id)
}
