import { getAuth } from '@/modules/auth/auth'
import { withoutSessionToken } from '@/modules/auth/response-body'

// Better Auth's endpoints under /api/auth (sign-in, sign-up, session, reset, OAuth callbacks,
// JWKS, password policy, popup completion); JSON bodies never carry the session token.
export const dynamic = 'force-dynamic'

const handle = async (request: Request) => withoutSessionToken(request, await getAuth().handler(request))

export const GET = handle
export const POST = handle
