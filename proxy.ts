import { isbot } from 'isbot'
import { type NextRequest, NextResponse } from 'next/server'
import createIntlMiddleware from 'next-intl/middleware'
import { decodePath, splitLocale, withLocale } from '@/i18n/locale-path'
import { defaultLocale, localeCookieName } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { getConfig } from '@/lib/config'
import { checkActionRequest } from '@/lib/routing/action-request'
import { detectLocale } from '@/lib/routing/detect-locale'
import { isSignedInPath, resolveGuard } from '@/lib/routing/guards'
import { isKnownRoute } from '@/lib/routing/known-routes'
import { buildLocaleCookie } from '@/lib/routing/locale-cookie'
import { isNotFoundRender, notFoundPagePath } from '@/lib/routing/not-found-render'
import { isForeignActionOrigin } from '@/lib/routing/origin'
import { resolveSeedRedirect } from '@/lib/routing/seed-redirects'
import { readViewer } from '@/modules/auth/sessions/read-viewer'
import { matchUnsubscribePost } from '@/modules/newsletter/unsubscribe-path'

const handleI18nRouting = createIntlMiddleware(routing)
const crossSiteCookie = process.env.LOCALE_COOKIE_CROSS_SITE === 'true'

/**
 * Only a document request is a visit. The client router's prefetches and revalidations (also of
 * pages in the locale just left) must not touch the cookie; Next strips its router headers before
 * the proxy runs, so Sec-Fetch-Dest tells them apart (as next-intl's own cookie sync does).
 */
function isBackgroundRequest(request: NextRequest): boolean {
  const destination = request.headers.get('sec-fetch-dest')
  return destination !== null && destination !== 'document'
}

function rememberLocale(
  response: NextResponse,
  request: NextRequest,
  locale: ReturnType<typeof detectLocale>,
) {
  // Soft navigations keep the cookie on the client (language switcher, next-intl's Link).
  if (isBackgroundRequest(request)) return response
  if (request.cookies.get(localeCookieName)?.value !== locale) {
    response.cookies.set(buildLocaleCookie(locale, crossSiteCookie))
  }
  return response
}

export default async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl

  const refusal = await checkActionRequest(request, (origin) =>
    isForeignActionOrigin(origin, getConfig(), request.headers),
  )
  if (refusal) {
    return new NextResponse(refusal.status === 403 ? 'Forbidden' : 'Bad Request', {
      status: refusal.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Refusal-Reason': refusal.reason },
    })
  }

  // The HTTP server's re-request for a 404 that Next.js left blank: the localized 404 page, under
  // the original address (server/not-found-response.ts).
  if (isNotFoundRender(request.headers)) {
    const { locale } = splitLocale(decodePath(pathname))
    return NextResponse.rewrite(new URL(notFoundPagePath(locale), request.url))
  }

  const redirect = resolveSeedRedirect(pathname, search)
  if (redirect) return NextResponse.redirect(new URL(redirect.location, request.url), redirect.status)

  // RFC 8058 one-click unsubscribe (and the page's confirm button) POST to the page's URL.
  const unsubscribeId = matchUnsubscribePost(request.method, pathname, request.headers)
  if (unsubscribeId) {
    return NextResponse.rewrite(new URL(`/api/newsletter/unsubscribe/${unsubscribeId}`, request.url))
  }

  if (isbot(request.headers.get('user-agent')) && !isKnownRoute(pathname)) {
    return new NextResponse('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }

  // Only the unprefixed root detects the language (Accept-Language, then the cookie wins).
  if (pathname === '/') {
    const locale = detectLocale(
      request.cookies.get(localeCookieName)?.value,
      request.headers.get('accept-language'),
    )
    const response =
      locale === defaultLocale
        ? handleI18nRouting(request)
        : NextResponse.redirect(new URL(withLocale(locale, '/') + search, request.url), 307)
    return rememberLocale(response, request, locale)
  }

  // Only guarded paths look up a session (pages and actions check again on the server).
  const guardedPath = decodePath(pathname)
  if (isSignedInPath(splitLocale(guardedPath).rest)) {
    const guard = resolveGuard(guardedPath, search, await readViewer(request))
    if (!guard.allow) return NextResponse.redirect(new URL(guard.location, request.url), 307)
  }

  const response = handleI18nRouting(request)
  const { locale, prefixed } = splitLocale(pathname)
  return prefixed ? rememberLocale(response, request, locale) : response
}

export const config = {
  // Everything but Next's assets, API routes, health checks, build info, the bench's bare baseline
  // page (app/bench-baseline) and files with extensions.
  // The seed's redirects also apply to such paths (/privacy-policy.html, /friend-invite/x.png).
  matcher: [
    '/((?!api|_next|_vercel|builds|healthz|readyz|bench-baseline|.*\\..*).*)',
    '/(.*privacy-.*)',
    '/(.*friend-invite.*)',
    '/(.*developer-login.*)',
  ],
}
