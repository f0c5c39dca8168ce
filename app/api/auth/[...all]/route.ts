import { routeHandler } from '@/lib/route'
import { handleAuthRequest } from '@/modules/auth/http/auth-route'

// Better Auth's endpoints under /api/auth: modules/auth/auth-route.ts.
export const dynamic = 'force-dynamic'

export const GET = routeHandler(handleAuthRequest)
export const POST = routeHandler(handleAuthRequest)
