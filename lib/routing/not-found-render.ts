// The server-rendered 404 (docs/decisions/050-server-rendered-404.md). Next.js answers a
// notFound() with an empty error shell that only JavaScript fills (vercel/next.js#62228); the HTTP
// server (server/not-found-response.ts) then asks itself for the same address again with this
// header, and the proxy answers that request with the localized 404 page.

/** Request header of the HTTP server's own re-request; its value is a per-process secret. */
export const NOT_FOUND_RENDER_HEADER = 'x-exhale-not-found-render'
/** Where the secret lives: set by the HTTP server before Next.js starts, read by the proxy. */
export const NOT_FOUND_RENDER_TOKEN_ENV = 'EXHALE_NOT_FOUND_RENDER_TOKEN'

/** True for the HTTP server's own re-request (never for a client's: the server drops theirs). */
export function isNotFoundRender(headers: Headers): boolean {
  const token = process.env[NOT_FOUND_RENDER_TOKEN_ENV]
  return Boolean(token) && headers.get(NOT_FOUND_RENDER_HEADER) === token
}

/** The static page with the localized 404 for a path's locale. */
export function notFoundPagePath(locale: string): string {
  return `/${locale}/page-not-found`
}

/**
 * The empty element of the 404 page that holds the requested path. The page is static (the same
 * HTML for every address), so the HTTP server fills it in for the address asked for
 * (`fillRequestedPath`), and the page shows it without JavaScript too.
 */
export const REQUESTED_PATH_ATTRIBUTE = 'data-requested-path'
/** Where the path goes in the localized message ("Page Not Found: {path}"). */
export const READABLE_PATH_SLOT = '\u0000path\u0000'
const EMPTY_SLOT = `<span ${REQUESTED_PATH_ATTRIBUTE}=""></span>`

/** A path as a person reads it: percent-escapes decoded, unless they are malformed. */
export function readablePath(pathname: string): string {
  try {
    return decodeURI(pathname)
  } catch (error) {
    if (error instanceof URIError) return pathname
    throw error
  }
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** The 404 page's HTML with the requested address's path (escaped) in its empty slot. */
export function fillRequestedPath(html: string, requestUrl: string): string {
  const pathname = requestUrl.split(/[?#]/, 1)[0] ?? '/'
  const text = readablePath(pathname).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)
  // A function, so a `$&` in the path is text, not a replacement pattern.
  return html.replace(EMPTY_SLOT, () => `<span ${REQUESTED_PATH_ATTRIBUTE}="">${text}</span>`)
}
