import { defineRouting } from 'next-intl/routing'
import { defaultLocale, localeCookieMaxAge, localeCookieName, locales, localizedSlugs } from './locales'

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Detection happens only on the unprefixed root, in proxy.ts, like the replaced site
  // (detectBrowserLanguage on root); every other unprefixed path is English.
  localeDetection: false,
  localeCookie: { name: localeCookieName, maxAge: localeCookieMaxAge, sameSite: 'lax', path: '/' },
  // We send our own hreflang alternates from metadata.
  alternateLinks: false,
  pathnames: {
    '/': '/',
    '/login': '/login',
    '/login/second-factor': '/login/second-factor',
    '/register': '/register',
    '/account': '/account',
    '/progress': '/progress',
    '/craving': '/craving',
    '/forgot-password': '/forgot-password',
    '/reset-password': '/reset-password',
    '/terms': '/terms',
    '/privacy': '/privacy',
    '/imprint': '/imprint',
    '/install': '/install',
    '/help': localizedSlugs['/help'],
    '/quit-smoking': localizedSlugs['/quit-smoking'],
    '/posts/[id]': '/posts/[id]',
    '/go/[id]': '/go/[id]',
    '/survey/test': '/survey/test',
    '/survey/motivation': '/survey/motivation',
    '/data-deletion': '/data-deletion',
    '/start-data-deletion': '/start-data-deletion',
    '/start-data-deletion/confirm/[id]': '/start-data-deletion/confirm/[id]',
    '/start-data-deletion/done': '/start-data-deletion/done',
    '/unsubscribe/[id]': '/unsubscribe/[id]',
    '/certificate/[id]': '/certificate/[id]',
    '/certificate/edit/[id]': '/certificate/edit/[id]',
    '/challenge-invite/[id]': '/challenge-invite/[id]',
    '/certificates/new': '/certificates/new',
    '/challenges/new': '/challenges/new',
    '/subscribe-verify/[id]': '/subscribe-verify/[id]',
    '/subscribe-verify/error': '/subscribe-verify/error',
    '/subscribe-verify/success': '/subscribe-verify/success',
    '/admin': '/admin',
    '/admin/email': '/admin/email',
    '/admin/purchases': '/admin/purchases',
    '/admin/codes/[id]': '/admin/codes/[id]',
    '/admin/user-roles': '/admin/user-roles',
    '/admin/code-campaigns': '/admin/code-campaigns',
    '/admin/add-auth': '/admin/add-auth',
    '/error': '/error',
    '/offline': '/offline',
  },
})

export type TPathname = keyof typeof routing.pathnames
