import 'server-only'
import { failureResponse } from '@/lib/route'
import { readSession } from '@/modules/auth/public'
import { exportUserData } from './queries'

/** `GET /api/account/export`: the signed-in person's data as a JSON download (GDPR access and portability). */
export async function handleAccountExport(request: Request): Promise<Response> {
  const session = await readSession(request.headers)
  if (!session) return failureResponse(request, 'deletion/sign-in-required')
  const data = await exportUserData({ userId: session.user.id, email: session.user.email.toLowerCase() })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="exhale-data-${day}.json"`,
      'Cache-Control': 'no-store',
    },
  })
}
