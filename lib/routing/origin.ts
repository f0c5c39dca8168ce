import { siteOrigins, type TConfig } from '@/lib/config'

/**
 * The one origin rule for everything a browser may post to us (server actions, form posts,
 * route handlers): a request that names an Origin must name one of ours — PUBLIC_URL (or, when
 * it is unset, the loopback names of PORT: decision 018) or TRUSTED_ORIGINS. The request's own
 * Host or X-Forwarded-Host never counts: both are the client's to write. A request without an
 * Origin is not a browser's cross-site request (browsers send Origin on every cross-site POST).
 */
export function isForeignOrigin(
  origin: string | null,
  config: Pick<TConfig, 'PUBLIC_URL' | 'localUse' | 'PORT' | 'HOST' | 'TRUSTED_ORIGINS'>,
): boolean {
  if (origin === null) return false
  return ![...siteOrigins(config), ...config.TRUSTED_ORIGINS].includes(origin)
}

/**
 * For server actions and form posts to pages: our own site only (TRUSTED_ORIGINS are other
 * applications, for the auth API), and the Origin's host must be the host the request reached —
 * Next compares the two itself after us and answers a mismatch with 500. The forwarded host
 * counts only because the HTTP server drops it from peers that are not trusted proxies.
 */
export function isForeignActionOrigin(
  origin: string | null,
  config: Pick<TConfig, 'PUBLIC_URL' | 'localUse' | 'PORT' | 'HOST'>,
  headers: Headers,
): boolean {
  if (origin === null) return false
  if (!siteOrigins(config).includes(origin)) return true
  const reached = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host')
  return reached !== null && new URL(origin).host !== reached
}
