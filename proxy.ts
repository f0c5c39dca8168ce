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
  // Generated from lib/routing/static-routes.ts (proxyMatcher; Next needs a literal here, and
  // static-routes.test.ts keeps the two equal). Every page path but the prerendered content pages
  // (served by next.config.ts's rewrites and cookie headers, decision 073) and, with a session
  // cookie, the account and progress pages (decision 075); and those whenever the proxy decides
  // something: a form post or action call, the HTTP server's 404 re-request, the
  // root's detection, an unprefixed page whose cookie depends on Accept-Language. The seed's
  // redirects also apply to paths with extensions (/privacy-policy.html, /friend-invite/x.png).
  matcher: [
    '/((?!api|_next|_vercel|builds|healthz|readyz|bench-baseline|.*\\..*|(?:account|progress|progress/insights|progress/report|(?:de|fr|nl|es|ru|it|pt|pl)/(?:account|progress|progress/insights|progress/report)|help|quit-smoking|posts/[^/]+|go/[^/]+|survey/test|survey/motivation|craving|medicines|medicines/[^/]+|terms|privacy|imprint|install|offline|start-data-deletion|start-data-deletion/done|subscribe-verify/success|(?:de|fr|nl|es|ru|it|pt|pl)(?:/(?:posts/[^/]+|go/[^/]+|survey/test|survey/motivation|craving|medicines|medicines/[^/]+|terms|privacy|imprint|install|offline|start-data-deletion|start-data-deletion/done|subscribe-verify/success))?|de/(?:hilfe|nikotinentzug)|fr/(?:aide|arreter-de-fumer)|nl/(?:hulp|stoppen-met-roken)|es/(?:ayuda|dejar-de-fumar)|ru/(?:помощь|%D0%BF%D0%BE%D0%BC%D0%BE%D1%89%D1%8C|бросить-курить|%D0%B1%D1%80%D0%BE%D1%81%D0%B8%D1%82%D1%8C-%D0%BA%D1%83%D1%80%D0%B8%D1%82%D1%8C)|it/(?:aiuto|smettere-di-fumare)|pt/(?:ajuda|parar-de-fumar)|pl/(?:pomoc|rzucanie-palenia)|)$).*)',
    {
      source:
        '/(account|progress|progress/insights|progress/report|(?:de|fr|nl|es|ru|it|pt|pl)/(?:account|progress|progress/insights|progress/report))',
      missing: [
        { type: 'cookie', key: 'exhale.session_token' },
        { type: 'cookie', key: '__Secure-exhale.session_token' },
      ],
    },
    '/(.*privacy-.*)',
    '/(.*friend-invite.*)',
    '/(.*developer-login.*)',
    {
      source:
        '/(account|progress|progress/insights|progress/report|(?:de|fr|nl|es|ru|it|pt|pl)/(?:account|progress|progress/insights|progress/report)|help|quit-smoking|posts/[^/]+|go/[^/]+|survey/test|survey/motivation|craving|medicines|medicines/[^/]+|terms|privacy|imprint|install|offline|start-data-deletion|start-data-deletion/done|subscribe-verify/success|(?:de|fr|nl|es|ru|it|pt|pl)(?:/(?:posts/[^/]+|go/[^/]+|survey/test|survey/motivation|craving|medicines|medicines/[^/]+|terms|privacy|imprint|install|offline|start-data-deletion|start-data-deletion/done|subscribe-verify/success))?|de/(?:hilfe|nikotinentzug)|fr/(?:aide|arreter-de-fumer)|nl/(?:hulp|stoppen-met-roken)|es/(?:ayuda|dejar-de-fumar)|ru/(?:помощь|%D0%BF%D0%BE%D0%BC%D0%BE%D1%89%D1%8C|бросить-курить|%D0%B1%D1%80%D0%BE%D1%81%D0%B8%D1%82%D1%8C-%D0%BA%D1%83%D1%80%D0%B8%D1%82%D1%8C)|it/(?:aiuto|smettere-di-fumare)|pt/(?:ajuda|parar-de-fumar)|pl/(?:pomoc|rzucanie-palenia)|)',
      has: [{ type: 'header', key: 'next-action' }],
    },
    {
      source:
        '/(account|progress|progress/insights|progress/report|(?:de|fr|nl|es|ru|it|pt|pl)/(?:account|progress|progress/insights|progress/report)|help|quit-smoking|posts/[^/]+|go/[^/]+|survey/test|survey/motivation|craving|medicines|medicines/[^/]+|terms|privacy|imprint|install|offline|start-data-deletion|start-data-deletion/done|subscribe-verify/success|(?:de|fr|nl|es|ru|it|pt|pl)(?:/(?:posts/[^/]+|go/[^/]+|survey/test|survey/motivation|craving|medicines|medicines/[^/]+|terms|privacy|imprint|install|offline|start-data-deletion|start-data-deletion/done|subscribe-verify/success))?|de/(?:hilfe|nikotinentzug)|fr/(?:aide|arreter-de-fumer)|nl/(?:hulp|stoppen-met-roken)|es/(?:ayuda|dejar-de-fumar)|ru/(?:помощь|%D0%BF%D0%BE%D0%BC%D0%BE%D1%89%D1%8C|бросить-курить|%D0%B1%D1%80%D0%BE%D1%81%D0%B8%D1%82%D1%8C-%D0%BA%D1%83%D1%80%D0%B8%D1%82%D1%8C)|it/(?:aiuto|smettere-di-fumare)|pt/(?:ajuda|parar-de-fumar)|pl/(?:pomoc|rzucanie-palenia)|)',
      has: [{ type: 'header', key: 'content-type' }],
    },
    {
      source:
        '/(account|progress|progress/insights|progress/report|(?:de|fr|nl|es|ru|it|pt|pl)/(?:account|progress|progress/insights|progress/report)|help|quit-smoking|posts/[^/]+|go/[^/]+|survey/test|survey/motivation|craving|medicines|medicines/[^/]+|terms|privacy|imprint|install|offline|start-data-deletion|start-data-deletion/done|subscribe-verify/success|(?:de|fr|nl|es|ru|it|pt|pl)(?:/(?:posts/[^/]+|go/[^/]+|survey/test|survey/motivation|craving|medicines|medicines/[^/]+|terms|privacy|imprint|install|offline|start-data-deletion|start-data-deletion/done|subscribe-verify/success))?|de/(?:hilfe|nikotinentzug)|fr/(?:aide|arreter-de-fumer)|nl/(?:hulp|stoppen-met-roken)|es/(?:ayuda|dejar-de-fumar)|ru/(?:помощь|%D0%BF%D0%BE%D0%BC%D0%BE%D1%89%D1%8C|бросить-курить|%D0%B1%D1%80%D0%BE%D1%81%D0%B8%D1%82%D1%8C-%D0%BA%D1%83%D1%80%D0%B8%D1%82%D1%8C)|it/(?:aiuto|smettere-di-fumare)|pt/(?:ajuda|parar-de-fumar)|pl/(?:pomoc|rzucanie-palenia)|)',
      has: [{ type: 'header', key: 'x-exhale-not-found-render' }],
    },
    { source: '/', has: [{ type: 'cookie', key: 'i18n_redirected', value: '(?:de|fr|nl|es|ru|it|pt|pl)' }] },
    {
      source: '/',
      has: [
        {
          type: 'header',
          key: 'accept-language',
          value:
            '(?!(?:\\s*en(?:-[A-Za-z]{2}|-[0-9]{3})?(?:\\s*;\\s*q\\s*=\\s*(?:1(?:\\.0{0,3})?|0?\\.[0-9]{0,2}[1-9]))?(?:\\s*,\\s*en(?:-[A-Za-z]{2}|-[0-9]{3})?(?:\\s*;\\s*q\\s*=\\s*(?:1(?:\\.0{0,3})?|0?\\.[0-9]{0,2}[1-9]))?)*\\s*)$).*',
        },
      ],
      missing: [{ type: 'cookie', key: 'i18n_redirected', value: '(?:en|de|fr|nl|es|ru|it|pt|pl)' }],
    },
    {
      source:
        '/(account|progress|progress/insights|progress/report|help|quit-smoking|posts/[^/]+|go/[^/]+|survey/test|survey/motivation|craving|medicines|medicines/[^/]+|terms|privacy|imprint|install|offline|start-data-deletion|start-data-deletion/done|subscribe-verify/success)',
      has: [
        {
          type: 'header',
          key: 'accept-language',
          value:
            '(?!(?:\\s*en(?:-[A-Za-z]{2}|-[0-9]{3})?(?:\\s*;\\s*q\\s*=\\s*(?:1(?:\\.0{0,3})?|0?\\.[0-9]{0,2}[1-9]))?(?:\\s*,\\s*en(?:-[A-Za-z]{2}|-[0-9]{3})?(?:\\s*;\\s*q\\s*=\\s*(?:1(?:\\.0{0,3})?|0?\\.[0-9]{0,2}[1-9]))?)*\\s*)$).*',
        },
      ],
      missing: [{ type: 'cookie', key: 'i18n_redirected' }],
    },
  ],
}
