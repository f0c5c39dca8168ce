import { readSession } from '@/modules/auth/read-session'
import { exportUserData } from '@/modules/deletion/queries'

// GDPR access and portability: the signed-in user's data as a JSON download.
export async function GET(request: Request) {
  const session = await readSession(request.headers)
  if (!session) return Response.json({ code: 'deletion/sign-in-required' }, { status: 401 })
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
