import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { Logger } from 'pino'
import { captureRootScope } from '@/lib/outside-request'
import { buildSecurityHeaders } from '@/lib/security-headers'
import { formatAbortReasonStacks } from './abort-reasons'
import { createClientAddressResolver, createTrustedPeerCheck } from './client-address'
import { addInlineScriptHashes } from './inline-script-policy'
import { prepareNotFoundRender, serveRenderedNotFound } from './not-found-response'

type THandler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/

/** A path whose percent-encoding is broken (%E0%A4%A) makes Next's param decoding throw (500). */
export function hasMalformedPath(url: string | undefined): boolean {
  const path = (url ?? '/').split('?')[0] ?? '/'
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}

// Addresses whose query may carry a secret (sign-in links, reset tokens, email addresses): the
// request log keeps their path only.
const SECRET_QUERY = /^\/(?:[a-z]{2}\/)?(?:api\/auth\/|reset-password|login|forgot-password)/

/** The URL as the request log may keep it. */
export function loggableUrl(url: string | undefined): string | undefined {
  if (!url) return url
  const query = url.indexOf('?')
  return query >= 0 && SECRET_QUERY.test(url) ? `${url.slice(0, query)}?…` : url
}

/**
 * A request for a page's HTML: not an asset, API, metadata file (sitemap.xml, robots.txt,
 * manifests) or React Server Components payload (client navigation, server action).
 */
function isPageRequest(req: http.IncomingMessage): boolean {
  const path = (req.url ?? '/').split('?')[0] ?? '/'
  if (/^\/(_next|api|builds|healthz|readyz|manifests)(\/|$)/.test(path) || /\.[a-z0-9]{2,12}$/i.test(path))
    return false
  return req.headers.rsc === undefined && req.headers['next-action'] === undefined
}

/** The node HTTP server around Next: request ids, access log, security headers, server-rendered 404s. */
export function createHttpServer(
  handle: THandler,
  options: {
    logger: Logger
    https: boolean
    development: boolean
    trustedProxies?: readonly string[]
    imageOrigins?: readonly string[]
    /** EXHALE_BENCH: serve the benchmark's bare page (app/bench-baseline); otherwise it is 404. */
    benchRoutes?: boolean
  },
) {
  const securityHeaders = Object.entries(buildSecurityHeaders(options))
  const resolveClientAddress = createClientAddressResolver(options.trustedProxies ?? [])
  const isTrustedPeer = createTrustedPeerCheck(options.trustedProxies ?? [])
  const notFoundToken = prepareNotFoundRender()
  captureRootScope()
  formatAbortReasonStacks()
  return http.createServer((req, res) => {
    // The public host and scheme a proxy forwards are believed from TRUSTED_PROXIES only: from
    // anybody else they are the client's invention (and Next reads them for its own checks).
    if (!isTrustedPeer(req.socket.remoteAddress)) {
      delete req.headers['x-forwarded-host']
      delete req.headers['x-forwarded-proto']
      delete req.headers['x-forwarded-port']
    }
    // Everything after this (Better Auth's rate limits, consent proofs) reads one trustworthy
    // address from X-Forwarded-For: what the client wrote there counts only behind a trusted proxy.
    const client = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'])
    if (client) req.headers['x-forwarded-for'] = client
    else delete req.headers['x-forwarded-for']
    delete req.headers['x-real-ip']
    const incoming = req.headers['x-request-id']
    const requestId = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    req.headers['x-request-id'] = requestId
    res.setHeader('X-Request-Id', requestId)
    for (const [name, value] of securityHeaders) {
      // The sign-in popup's completion page sends its own policy, which allows its one hashed
      // script (modules/auth/sign-in/request-checks-plugin.ts); a second policy would block it.
      if (name === 'Content-Security-Policy' && req.url?.startsWith('/api/auth/popup-complete')) continue
      res.setHeader(name, value)
    }
    // Pages get the hashes of their inline scripts into their policy (decision 036).
    if (!options.development && isPageRequest(req)) addInlineScriptHashes(res)
    const started = process.hrtime.bigint()
    res.on('finish', () => {
      options.logger.info(
        {
          requestId,
          method: req.method,
          url: loggableUrl(req.url),
          status: res.statusCode,
          ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
        },
        'request',
      )
    })
    if (!options.benchRoutes && /^\/bench-baseline(?:[/?]|$)/.test(req.url ?? '')) {
      res.statusCode = 404
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.end('Not Found')
      return
    }
    if (hasMalformedPath(req.url)) {
      res.statusCode = 400
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.end('Bad Request: the address is not valid.')
      return
    }
    serveRenderedNotFound(req, res, notFoundToken, (error) =>
      options.logger.error({ requestId, err: error }, 'server-rendered 404 failed'),
    )
    handle(req, res).catch((error: unknown) => {
      options.logger.error({ requestId, err: error }, 'unhandled request error')
      if (!res.headersSent) {
        res.statusCode = 500
        res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      }
      res.end('Internal Server Error')
    })
  })
}
