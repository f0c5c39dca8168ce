import { localizedPath } from '@/i18n/locale-path'
import { languageTags, locales, localizedSlugs, type TLocale } from '@/i18n/locales'
import type { TMessages } from './messages'

export type { TLocale }
export { languageTags, locales, localizedSlugs }

type TPageKey = keyof TMessages['pages']

/**
 * Pages that render for everybody: 200, with their own localized title — the story's title for
 * pages whose body is a shipped story (content/{locale}/{story}.json), else messages' pages.{key}.
 */
export const staticRoutes: { path: string; key: TPageKey; story?: string }[] = [
  { path: '/', key: 'home', story: 'home' },
  { path: '/login', key: 'login' },
  { path: '/login/second-factor', key: 'secondFactor' },
  { path: '/register', key: 'register' },
  { path: '/terms', key: 'terms', story: 'terms' },
  { path: '/privacy', key: 'privacy', story: 'privacy' },
  { path: '/imprint', key: 'imprint', story: 'imprint' },
  { path: '/install', key: 'install', story: 'install' },
  { path: '/help', key: 'help', story: 'help' },
  { path: '/quit-smoking', key: 'quitSmoking', story: 'quit-smoking' },
  { path: '/survey/test', key: 'surveyTest' },
  { path: '/survey/motivation', key: 'surveyMotivation' },
  { path: '/start-data-deletion', key: 'startDataDeletion' },
  { path: '/subscribe-verify/error', key: 'subscribeVerifyError' },
  { path: '/subscribe-verify/success', key: 'subscribeVerifySuccess' },
  { path: '/error', key: 'error' },
]

/** Dynamic pages whose validity check fails for an id that does not exist: 404. */
export const dynamicRoutes: string[] = [
  '/posts/{id}',
  '/go/{id}',
  '/unsubscribe/{id}',
  '/certificate/{id}',
  '/certificate/edit/{id}',
  '/challenge-invite/{id}',
]

/** Pages behind the sign-in guard: a visitor is sent to login with the wanted path. */
export const guardedRoutes: string[] = [
  '/account',
  '/progress',
  '/progress/insights',
  '/progress/report',
  '/data-deletion',
  '/admin',
  '/admin/email',
  '/admin/purchases',
  '/admin/codes/{id}',
  '/admin/user-roles',
  '/admin/code-campaigns',
  '/admin/add-auth',
]

/** The path of an English route in a locale: localized slug, prefix except for English. */
export { localizedPath as localePath } from '@/i18n/locale-path'

/** What a browser sends for that path: non-ASCII slugs percent-encoded. */
export function encodedPath(locale: TLocale, path: string): string {
  return encodeURI(localizedPath(locale, path))
}
