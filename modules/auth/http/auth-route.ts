import 'server-only'
import { getAuth } from '../auth'
import { withNoStore } from './no-store'
import { withoutSessionToken } from './response-body'

/**
 * Better Auth's endpoints under /api/auth (sign-in, sign-up, session, reset, OAuth callbacks,
 * JWKS, password policy, popup completion); JSON bodies never carry the session token, and no
 * answer is kept by a cache.
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  return withNoStore(await withoutSessionToken(request, await getAuth().handler(request)))
}
