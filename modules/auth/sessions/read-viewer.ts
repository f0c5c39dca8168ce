import type { NextRequest } from 'next/server'
import type { TViewer } from '@/lib/routing/guards'
import { readSession } from './read-session'

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?exhale\.session_token=/

/**
 * Who is asking, as far as the route guards need to know. proxy.ts calls this only for guarded
 * paths (/admin*, /data-deletion*, /account*): one session lookup, none without a cookie.
 */
export async function readViewer(request: NextRequest): Promise<TViewer> {
  if (!SESSION_COOKIE.test(request.headers.get('cookie') ?? '')) return { signedIn: false }
  const session = await readSession(request.headers)
  return session ? { signedIn: true, admin: session.claims.admin } : { signedIn: false }
}
