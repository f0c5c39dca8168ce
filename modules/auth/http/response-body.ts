import 'server-only'

/**
 * Browser-facing auth responses without the session token in their JSON (sign-in, sign-up,
 * get-session, …): the session lives in an HttpOnly cookie, which a script cannot read — a token
 * in the body would hand it to any script on the page. We have no bearer clients. The ID token
 * endpoint (/api/auth/token, the seed's AUTH_SYNC_URL contract) answers its JWT as before.
 */
export async function withoutSessionToken(request: Request, response: Response): Promise<Response> {
  if (new URL(request.url).pathname.endsWith('/api/auth/token')) return response
  if (!response.headers.get('content-type')?.includes('application/json')) return response
  let body: unknown
  try {
    body = await response.clone().json()
  } catch {
    return response
  }
  if (!stripTokens(body)) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(JSON.stringify(body), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}

/** Removes `token` from the body and its `session`; says whether anything was removed. */
function stripTokens(body: unknown): boolean {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return false
  const record = body as Record<string, unknown>
  let changed = false
  if (typeof record.token === 'string') {
    delete record.token
    changed = true
  }
  const session = record.session
  if (
    session &&
    typeof session === 'object' &&
    typeof (session as Record<string, unknown>).token === 'string'
  ) {
    delete (session as Record<string, unknown>).token
    changed = true
  }
  return changed
}
