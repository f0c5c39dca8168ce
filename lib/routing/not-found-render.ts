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
