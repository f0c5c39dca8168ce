import { splitLocale } from '@/i18n/locale-path'

/**
 * The subscription id of a POST to `/unsubscribe/{id}` or `/{locale}/unsubscribe/{id}`, which
 * proxy.ts rewrites to the one-click route handler (pages cannot take a plain POST).
 * Server-action posts (Next-Action header) are left alone.
 */
export function matchUnsubscribePost(method: string, pathname: string, headers: Headers): string | null {
  if (method !== 'POST' || headers.has('next-action')) return null
  const match = /^\/unsubscribe\/([^/]+)\/?$/.exec(splitLocale(pathname).rest)
  return match?.[1] ?? null
}
