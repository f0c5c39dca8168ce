import { withLocale } from '@/i18n/locale-path'
import { defaultLocale, type TLocale } from '@/i18n/locales'

// Any origin works: it only has to be one no real target can share.
const BASE = 'http://redirect-check.invalid'
const MAX_DECODE_ROUNDS = 5

/** Control characters (C0, DEL, C1) and any Unicode white space. Browsers drop tabs/newlines. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\s\\]/u

function looksSameSiteRelative(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !UNSAFE_CHARACTERS.test(path)
}

/**
 * The path `raw` when it is a same-site relative path (`/de/hilfe?x=1#top`), else null.
 * Refused: scheme-relative (`//x`, `/\x`), absolute and `javascript:` URLs, backslashes, control
 * characters and white space, and all of these hidden behind one or more rounds of percent-
 * encoding (`/%2F%2Fx`, `%252F%252Fx`, `/%5Cx`, `%0d%0a`). Returns the normalized path.
 */
export function toSafeRedirectPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null
  // Every decoding round must still look like a plain same-site path: a check on the raw form
  // alone would let an encoded form through to a component that decodes it once more.
  let current = raw
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    if (!looksSameSiteRelative(current)) return null
    let decoded: string
    try {
      decoded = decodeURIComponent(current)
    } catch {
      return null
    }
    if (decoded === current) break
    current = decoded
    if (round === MAX_DECODE_ROUNDS - 1) return null
  }
  let url: URL
  try {
    url = new URL(raw, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  const normalized = `${url.pathname}${url.search}${url.hash}`
  // '/..//x' resolves to '//x': check the path the browser would really get.
  return looksSameSiteRelative(normalized) ? normalized : null
}

/** Where to go after sign-in: the wanted same-site path, else the home page of the locale. */
export function resolveSafeRedirect(raw: unknown, locale: TLocale = defaultLocale): string {
  return toSafeRedirectPath(raw) ?? withLocale(locale, '/')
}

/**
 * Where sign-in and registration go: the wanted same-site path, else the person's progress
 * page (the signed-in home, decision 047). Kept apart from resolveSafeRedirect, whose callers
 * (sign-out, links) still fall back to the home page.
 */
export function resolvePostSignInPath(raw: unknown, locale: TLocale = defaultLocale): string {
  return toSafeRedirectPath(raw) ?? withLocale(locale, '/progress')
}
