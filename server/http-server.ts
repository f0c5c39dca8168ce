import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { Logger } from 'pino'
import { buildSecurityHeaders } from '@/lib/security-headers'
import { createClientAddressResolver } from './client-address'

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

/** The node HTTP server around Next: request ids, access log, security headers. */
export function createHttpServer(
  handle: THandler,
  options: { logger: Logger; https: boolean; development: boolean; trustedProxies?: readonly string[] },
) {
  const securityHeaders = Object.entries(buildSecurityHeaders(options))
  const resolveClientAddress = createClientAddressResolver(options.trustedProxies ?? [])
  return http.createServer((req, res) => {
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
    for (const [name, value] of securityHeaders) res.setHeader(name, value)
    const started = process.hrtime.bigint()
    res.on('finish', () => {
      options.logger.info(
        {
          requestId,
          method: req.method,
          url: req.url,
          status: res.statusCode,
          ms: Number((process.hrtime.bigint() - started) / 1_000_000n),
        },
        'request',
      )
    })
    if (hasMalformedPath(req.url)) {
      res.statusCode = 400
      res.setHeader('Content-Type', 'text/plain; charset=utf-8')
      res.end('Bad Request: the address is not valid.')
      return
    }
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
