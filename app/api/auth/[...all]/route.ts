import { getAuth } from '@/modules/auth/auth'
import { withNoStore } from '@/modules/auth/no-store'
import { withoutSessionToken } from '@/modules/auth/response-body'

// Better Auth's endpoints under /api/auth (sign-in, sign-up, session, reset, OAuth callbacks,
// JWKS, password policy, popup completion); JSON bodies never carry the session token, and no
// answer is kept by a cache.
export const dynamic = 'force-dynamic'

const handle = async (request: Request) =>
  withNoStore(await withoutSessionToken(request, await getAuth().handler(request)))

export const GET = handle
export const POST = handle
