import 'server-only'
import { getIPFromHeader } from '@better-auth/core/utils/ip'
import { headers } from 'next/headers'
import { getConfig } from '@/lib/config'

export type TRequestMeta = { ip: string | null; userAgent: string | null; refererPath: string | null }

/**
 * The client address exactly as Better Auth's rate limiter reads it: X-Forwarded-For (which
 * Next fills with the socket address when no proxy set it), stripped from the right up to the
 * first hop that is not in TRUSTED_PROXIES; without TRUSTED_PROXIES only a single value counts.
 */
export function readClientIp(list: Headers): string | null {
  const forwarded = list.get('x-forwarded-for')
  if (!forwarded) return null
  return getIPFromHeader(forwarded, { trustedProxies: getConfig().TRUSTED_PROXIES })
}

/** Who sent the current request, for consent proofs and rate limits. */
export async function readRequestMeta(): Promise<TRequestMeta> {
  const list = await headers()
  const userAgent = list.get('user-agent')?.slice(0, 500) ?? null
  let refererPath: string | null = null
  const referer = list.get('referer')
  if (referer && URL.canParse(referer)) refererPath = new URL(referer).pathname.slice(0, 300)
  return { ip: readClientIp(list), userAgent, refererPath }
}
