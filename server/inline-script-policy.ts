import { createHash } from 'node:crypto'
import type http from 'node:http'
import zlib from 'node:zlib'
import { trustedInlineScriptHashes } from '@/lib/inline-scripts'

/**
 * Adds the hashes of an HTML response's trusted inline scripts (lib/inline-scripts.ts) to its
 * Content-Security-Policy, whose script-src has no 'unsafe-inline' (decision 036). Prerendered
 * and revalidated pages stay static and cacheable: nothing per request goes into them, and the
 * hashes travel with the cached response. An HTML response is held until it ends (its scripts are
 * only known then); every other response passes straight through.
 */
export function addInlineScriptHashes(res: http.ServerResponse): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end }
  let decided: 'pass' | 'hold' | undefined
  let pendingHead: { statusCode: number; statusMessage?: string } | undefined
  const held: Buffer[] = []

  const decide = () => {
    if (decided) return decided
    const type = String(res.getHeader('content-type') ?? '')
    decided = /^text\/html\b/i.test(type) ? 'hold' : 'pass'
    if (decided === 'pass') restore()
    return decided
  }
  // Our wrappers stay in place even when a response passes through: other code (Next's
  // compression) wraps them in turn, and putting Node's methods back would skip its wrappers.
  const restore = () => {
    if (pendingHead) flushHead(pendingHead)
    pendingHead = undefined
  }
  // Headers set on res (setHeader) go out with it; writeHead's own header argument was applied above.
  const flushHead = (head: { statusCode: number; statusMessage?: string }) => {
    res.statusCode = head.statusCode
    if (head.statusMessage) res.statusMessage = head.statusMessage
    ;(original.writeHead as (statusCode: number) => http.ServerResponse).call(res, head.statusCode)
  }
  const toBuffer = (chunk: unknown, encoding?: unknown): Buffer | undefined => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined
    if (Buffer.isBuffer(chunk)) return chunk
    if (chunk instanceof Uint8Array) return Buffer.from(chunk)
    return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  }

  res.writeHead = function writeHead(statusCode: number, ...rest: unknown[]) {
    const [first, second] = rest
    const statusMessage = typeof first === 'string' ? first : undefined
    const headers = typeof first === 'string' ? second : first
    if (Array.isArray(headers)) {
      for (let index = 0; index + 1 < headers.length; index += 2) {
        res.appendHeader(String(headers[index]), headers[index + 1] as string)
      }
    } else if (headers && typeof headers === 'object') {
      for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined) res.setHeader(name, value as string | string[] | number)
      }
    }
    res.statusCode = statusCode
    if (decided === 'pass') {
      flushHead({ statusCode, statusMessage })
      return res
    }
    pendingHead = { statusCode, statusMessage }
    decide()
    return res
  } as typeof res.writeHead

  // Next flushes the head before a streamed body; a held response sends it with the body.
  const originalFlushHeaders = res.flushHeaders
  res.flushHeaders = function flushHeaders() {
    if (decide() === 'pass') originalFlushHeaders.call(res)
  }

  res.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (decide() === 'pass')
      return (original.write as (...args: unknown[]) => boolean).call(res, chunk, encoding, callback)
    const buffer = toBuffer(chunk, encoding)
    if (buffer) held.push(buffer)
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)())
    return true
  } as typeof res.write

  res.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (decide() === 'pass')
      return (original.end as (...args: unknown[]) => http.ServerResponse).call(
        res,
        chunk,
        encoding,
        callback,
      )
    const buffer = toBuffer(chunk, encoding)
    if (buffer) held.push(buffer)
    const body = Buffer.concat(held)
    const policy = res.getHeader('content-security-policy')
    if (typeof policy === 'string' && body.length > 0) {
      const hashes = scriptHashesOf(body, String(res.getHeader('content-encoding') ?? ''))
      if (hashes.length > 0) res.setHeader('Content-Security-Policy', withScriptHashes(policy, hashes))
    }
    if (pendingHead) flushHead(pendingHead)
    pendingHead = undefined
    const done = typeof encoding === 'function' ? encoding : callback
    return (original.end as (...args: unknown[]) => http.ServerResponse).call(res, body, done)
  } as typeof res.end
}

// A prerendered page is the same bytes on every request: its hashes are worked out once (decoding,
// finding the scripts, parsing their data, hashing them costs more than the digest of the bytes).
// Keyed by that digest, so a changed body (a revalidated page, a personal page) is worked out anew.
const MEMO_LIMIT = 500
const hashesByBody = new Map<string, string[]>()

function scriptHashesOf(body: Buffer, encoding: string): string[] {
  const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`
  const known = hashesByBody.get(key)
  if (known) return known
  const hashes = trustedInlineScriptHashes(decode(body, encoding))
  if (hashesByBody.size >= MEMO_LIMIT) hashesByBody.delete(hashesByBody.keys().next().value as string)
  hashesByBody.set(key, hashes)
  return hashes
}

/** The body as text, whatever Next compressed it with. */
function decode(body: Buffer, encoding: string): string {
  try {
    if (/\bgzip\b/i.test(encoding)) return zlib.gunzipSync(body).toString('utf8')
    if (/\bbr\b/i.test(encoding)) return zlib.brotliDecompressSync(body).toString('utf8')
    if (/\bdeflate\b/i.test(encoding)) return zlib.inflateSync(body).toString('utf8')
  } catch {
    return ''
  }
  return body.toString('utf8')
}

/** The policy with the hashes added to script-src. */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim()
      return trimmed.startsWith('script-src ') ? `${trimmed} ${hashes.join(' ')}` : trimmed
    })
    .join('; ')
}
