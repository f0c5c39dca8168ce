'use client'

// Better Auth's API with plain fetch, for the calls made on every page (the session store) or
// as a page loads (the login page's passkey autofill): its browser client (auth-client.ts) is
// about 18 KB of script, loaded only once someone uses a form that needs it.

const AUTH_API = '/api/auth'

/** Better Auth's error body (`{ code, message }`) and the response status. */
export type TAuthApiError = { status: number; code?: string }
export type TAuthApiResult<T> = { data: T; error: null } | { data: null; error: TAuthApiError }

/**
 * One call of Better Auth's API, answered as its client answers: the JSON body on success, the
 * status and the error body's code otherwise. Throws when the request never reached the server.
 */
export async function callAuthApi<T>(path: string, init?: RequestInit): Promise<TAuthApiResult<T>> {
  const response = await fetch(AUTH_API + path, { credentials: 'same-origin', cache: 'no-store', ...init })
  if (response.ok) return { data: (await response.json()) as T, error: null }
  let code: string | undefined
  try {
    const body = JSON.parse(await response.text()) as { code?: unknown } | null
    if (typeof body?.code === 'string') code = body.code
  } catch {
    // Not JSON (a proxy's error page): the status alone tells what happened.
  }
  return { data: null, error: { status: response.status, code } }
}
