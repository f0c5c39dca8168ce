import { decodePath, splitLocale, withLocale } from '@/i18n/locale-path'

export type TViewer = { signedIn: false } | { signedIn: true; admin: boolean }
export type TGuardOutcome = { allow: true } | { allow: false; location: string }

export const NO_ADMIN_RIGHTS = 'no admin rights'

function matchesSection(rest: string, section: string): boolean {
  return rest === section || rest.startsWith(`${section}/`)
}

export function isAdminPath(rest: string): boolean {
  return matchesSection(rest, '/admin')
}

export function isSignedInPath(rest: string): boolean {
  return (
    matchesSection(rest, '/data-deletion') ||
    matchesSection(rest, '/account') ||
    matchesSection(rest, '/progress') ||
    isAdminPath(rest)
  )
}

/**
 * The replaced site's route guards (docs/ARCHITECTURE.md, product rules): visitors go to login
 * with the wanted path, signed-in users without the admin claim go to /error. The proxy runs this,
 * and pages check again.
 */
export function resolveGuard(pathname: string, search: string, viewer: TViewer): TGuardOutcome {
  // Decoded, so '/de/%61dmin' is guarded like '/de/admin' (Next routes both to the same page).
  const { locale, rest } = splitLocale(decodePath(pathname))
  if (!isSignedInPath(rest)) return { allow: true }
  if (!viewer.signedIn) {
    const wanted = encodeURIComponent(pathname + search)
    return { allow: false, location: `${withLocale(locale, '/login')}?redirect=${wanted}` }
  }
  if (isAdminPath(rest) && !viewer.admin) {
    return {
      allow: false,
      location: `${withLocale(locale, '/error')}?message=${encodeURIComponent(NO_ADMIN_RIGHTS)}`,
    }
  }
  return { allow: true }
}
