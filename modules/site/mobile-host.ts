import { splitLocale } from '@/i18n/locale-path'

function isRoot(pathname: string): boolean {
  return splitLocale(pathname).rest.replace(/\/$/, '') === ''
}

/** The mobile host's rule: from a non-root page to a non-root page (a locale root counts as root). */
export function isMobileHostEscape(fromPath: string, toPath: string): boolean {
  return !isRoot(fromPath) && !isRoot(toPath)
}
