import 'server-only'

/**
 * Every answer under /api/auth is about one person (a session, a secret, recovery codes, a
 * token) or changes one: no browser or proxy cache may keep it (`no-store`), whatever Better
 * Auth or an endpoint of ours set.
 */
export function withNoStore(response: Response): Response {
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', 'no-store')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
