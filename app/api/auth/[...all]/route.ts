import { getAuth } from '@/modules/auth/auth'

// Better Auth's endpoints under /api/auth (sign-in, sign-up, session, reset, OAuth callbacks,
// JWKS, password policy, popup completion).
export const dynamic = 'force-dynamic'

const handle = (request: Request) => getAuth().handler(request)

export const GET = handle
export const POST = handle
