import { randomUUID } from 'node:crypto'
import type http from 'node:http'
import zlib from 'node:zlib'
import {
  fillRequestedPath,
  NOT_FOUND_RENDER_HEADER,
  NOT_FOUND_RENDER_TOKEN_ENV,
} from '@/lib/routing/not-found-render'

// Next.js 16 answers a notFound() thrown while rendering a page (an unknown post, certificate or
// path) with status 404 and an empty `<html id="__next_error__">` shell: no title, no lang, the
// localized not-found view only in the flight data, so the page is blank without JavaScript
// (vercel/next.js#62228, open). Unmatched addresses are fine; thrown ones are not.
// This server catches such a response before it leaves and sends, under the same address and
// with status 404, the static localized 404 page instead: it asks itself for the address again
// with a secret header, which the proxy answers with /{locale}/page-not-found (a rewrite, so the
// page's own address stays the requested one), with the requested path filled into the page's
// slot for it. docs/decisions/050-server-rendered-404.md

const ERROR_SHELL = '<html id="__next_error__"'

/** The per-process secret of the re-request; a client's header of that name is dropped. */
export function prepareNotFoundRender(): string {
  const token = process.env[NOT_FOUND_RENDER_TOKEN_ENV] || randomUUID()
  process.env[NOT_FOUND_RENDER_TOKEN_ENV] = token
  return token
}

/**
 * A page load (not the client router's flight request): a browser's `text/html`, or a client that
 * takes any type (the wildcard, or no Accept at all, as curl and many crawlers send). Only Next's
 * HTML error shell is replaced, so an asset or API answer is never touched.
 */
function isDocumentRequest(req: http.IncomingMessage): boolean {
  if (req.method !== 'GET') return false
  if (req.headers.rsc !== undefined || req.headers['next-router-prefetch'] !== undefined) return false
  const accept = String(req.headers.accept ?? '*/*')
  return accept.includes('text/html') || accept.includes('*/*')
}

function decodeBody(body: Buffer, encoding: string | undefined): string | null {
  try {
    if (!encoding || encoding === 'identity') return body.toString('utf8')
    if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8')
    if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8')
    if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8')
  } catch (error) {
    if (error instanceof Error && 'code' in error) return null // not what the header said: leave it
    throw error
  }
  return null
}

function loopbackOrigin(req: http.IncomingMessage): string {
  const address = req.socket.localAddress ?? '127.0.0.1'
  const host = address.startsWith('::ffff:')
    ? address.slice('::ffff:'.length)
    : address.includes(':')
      ? `[${address}]`
      : address
  return `http://${host}:${req.socket.localPort}`
}

/** The localized 404 page for the same address, its path shown, or null when it cannot be had. */
async function fetchNotFoundPage(req: http.IncomingMessage, token: string): Promise<Buffer | null> {
  const response = await fetch(loopbackOrigin(req) + (req.url ?? '/'), {
    headers: {
      [NOT_FOUND_RENDER_HEADER]: token,
      accept: 'text/html',
      'accept-encoding': 'identity',
      'user-agent': String(req.headers['user-agent'] ?? ''),
    },
    redirect: 'manual',
  })
  const body = Buffer.from(await response.arrayBuffer())
  if (response.status !== 200 || body.includes(ERROR_SHELL)) return null
  return Buffer.from(fillRequestedPath(body.toString('utf8'), req.url ?? '/'))
}

type TWriteHeadArgs = Parameters<http.ServerResponse['writeHead']>

/**
 * Watches one response: a 404 HTML page load is held back until it ends; when it is Next's empty
 * error shell, the localized 404 page goes out in its place. Everything else passes untouched.
 */
export function serveRenderedNotFound(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  token: string,
  onError: (error: unknown) => void,
) {
  if (req.headers[NOT_FOUND_RENDER_HEADER] !== undefined) {
    // Only this server's own re-request may carry the header (and never loops: it is a 200 page).
    if (req.headers[NOT_FOUND_RENDER_HEADER] !== token) delete req.headers[NOT_FOUND_RENDER_HEADER]
    return
  }
  if (!isDocumentRequest(req)) return
  // An unknown or used deletion link has its own friendly 404 (route not-found.tsx, decision 034).
  if (/^\/(?:[a-z]{2}\/)?start-data-deletion\/confirm\//.test(req.url ?? '')) return

  const writeHead = res.writeHead.bind(res) as (...args: TWriteHeadArgs) => http.ServerResponse
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse
  let held: TWriteHeadArgs | null = null
  const chunks: Buffer[] = []
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')

  res.writeHead = ((...args: TWriteHeadArgs) => {
    const [status] = args
    const loose = args as unknown[]
    const headers = [loose[1], loose[2]].find(
      (value): value is http.OutgoingHttpHeaders =>
        typeof value === 'object' && value !== null && !Array.isArray(value),
    )
    const contentType = String(headers?.['content-type'] ?? res.getHeader('content-type') ?? '')
    if (status === 404 && contentType.includes('text/html')) {
      held = args
      return res
    }
    return writeHead(...args)
  }) as http.ServerResponse['writeHead']

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!held) return write(chunk, ...rest)
    chunks.push(toBuffer(chunk, rest[0]))
    const callback = rest.find((value) => typeof value === 'function') as (() => void) | undefined
    callback?.()
    return true
  }) as http.ServerResponse['write']

  res.end = ((...args: unknown[]) => {
    if (!held) return end(...args)
    const [chunk, encoding] = args
    if (chunk !== undefined && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding))
    const callback = args.find((value) => typeof value === 'function') as (() => void) | undefined
    const original = Buffer.concat(chunks)
    const headArgs = held
    held = null
    const sendOriginal = () => {
      writeHead(...headArgs)
      end(original, callback)
    }
    const html = decodeBody(original, res.getHeader('content-encoding')?.toString())
    if (!html?.includes(ERROR_SHELL)) {
      sendOriginal()
      return res
    }
    fetchNotFoundPage(req, token)
      .then((page) => {
        if (!page) return sendOriginal()
        res.removeHeader('content-encoding')
        res.setHeader('content-type', 'text/html; charset=utf-8')
        res.setHeader('content-length', page.length)
        writeHead(404)
        end(page, callback)
      })
      .catch((error: unknown) => {
        onError(error)
        sendOriginal()
      })
    return res
  }) as http.ServerResponse['end']
}
