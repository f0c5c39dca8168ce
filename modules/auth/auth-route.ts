import 'server-only'
import { getAuth } from './auth'
import { withoutSessionToken } from './response-body'

/**
 * Better Auth's endpoints under /api/auth (sign-in, sign-up, session, reset, OAuth callbacks,
 * JWKS, password policy, popup completion); JSON bodies never carry the session token.
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  return withoutSessionToken(request, await getAuth().handler(request))
}
