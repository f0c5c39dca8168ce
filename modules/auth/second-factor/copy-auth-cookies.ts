import 'server-only'
import { parseSetCookieHeader } from 'better-auth/cookies'
import { cookies } from 'next/headers'

type TSameSite = 'lax' | 'strict' | 'none'

/**
 * Better Auth called from a server action answers its cookies as Set-Cookie headers; Next sends
 * cookies of an action only through `cookies()`. Copies each one over, attributes included.
 */
export async function copyAuthCookies(responseHeaders: Headers | null | undefined): Promise<void> {
  const header = responseHeaders?.get('set-cookie')
  if (!header) return
  const jar = await cookies()
  for (const [name, cookie] of parseSetCookieHeader(header)) {
    const sameSite = cookie.samesite?.toLowerCase() as TSameSite | undefined
    jar.set(name, cookie.value, {
      path: cookie.path ?? '/',
      domain: cookie.domain,
      maxAge: cookie['max-age'],
      expires: cookie.expires,
      httpOnly: cookie.httponly ?? false,
      secure: cookie.secure ?? false,
      sameSite,
    })
  }
}
