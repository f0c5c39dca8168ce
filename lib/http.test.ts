import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createFetch,
  fetchWithPolicy,
  getDefaultTimeoutMs,
  getRetryDelayMs,
  HttpError,
  NETWORK_ERROR_CODE,
  RETRY_DELAY_MS,
  requestJson,
  type THttpMethod,
} from './http'

// A real server on 127.0.0.1. Each test uses its own key, and the server records per key what
// it received, so the number of attempts is what the server saw.
//   /status/{code}?failures=N  answers {code} N times (default: always), then 200 {"ok":true}
//   /slow?ms=N                 answers after N ms
//   /stall-body                sends the headers, then never finishes the body
//   /json?status=N             answers N with the JSON in the `body` query parameter
//   /echo                      answers 200 with the method, content-type and body received
type TSeen = { method: string; at: number }
const seen = new Map<string, TSeen[]>()
const sockets = new Set<import('node:net').Socket>()

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x')
  const key = url.searchParams.get('key') ?? ''
  const requests = seen.get(key) ?? []
  requests.push({ method: req.method ?? '', at: performance.now() })
  seen.set(key, requests)
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body))
  }
  const [, route, argument] = url.pathname.split('/')
  if (route === 'status') {
    const failures = Number(url.searchParams.get('failures') ?? Number.POSITIVE_INFINITY)
    if (requests.length <= failures) return json(Number(argument), { error: 'planned failure' })
    return json(200, { ok: true, attempts: requests.length })
  }
  if (route === 'slow') {
    const timer = setTimeout(() => json(200, { ok: true }), Number(url.searchParams.get('ms')))
    res.on('close', () => clearTimeout(timer))
    return
  }
  if (route === 'stall-body') {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.write('{"partial":')
    return
  }
  if (route === 'json') {
    res.writeHead(Number(url.searchParams.get('status')), { 'content-type': 'application/json' })
    return res.end(url.searchParams.get('body') ?? '')
  }
  if (route === 'echo') {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => json(200, { method: req.method, contentType: req.headers['content-type'], body }))
    return
  }
  json(404, { code: 'common/not-found' })
})
server.on('connection', (socket) => {
  sockets.add(socket)
  socket.on('close', () => sockets.delete(socket))
})

let base = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  await new Promise((resolve) => server.close(resolve))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function endpoint(path: string, query: Record<string, string | number> = {}) {
  const key = randomUUID()
  const url = new URL(path, base)
  url.searchParams.set('key', key)
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value))
  return { url: url.toString(), attempts: () => seen.get(key)?.length ?? 0, seen: () => seen.get(key) ?? [] }
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(HttpError)
  return error as HttpError
}

const fast = { retryDelayMs: { min: 1, max: 5 } }
const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504]
const IDEMPOTENT: THttpMethod[] = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']
const NON_IDEMPOTENT: THttpMethod[] = ['POST', 'PATCH']

describe('retry rule', () => {
  describe.each(IDEMPOTENT)('%s is retried once', (method) => {
    it.each(RETRY_STATUSES)('after %i', async (status) => {
      const target = endpoint(`/status/${status}`, { failures: 1 })
      const response = await fetchWithPolicy(target.url, { method, ...fast })
      expect(response.status).toBe(200)
      expect(target.attempts()).toBe(2)
      expect(target.seen().map((request) => request.method)).toEqual([method, method])
    })
  })

  describe.each(NON_IDEMPOTENT)('%s is never retried', (method) => {
    it.each(RETRY_STATUSES)('not even after %i', async (status) => {
      const target = endpoint(`/status/${status}`, { failures: 1 })
      const response = await fetchWithPolicy(target.url, { method, body: '{}', ...fast })
      expect(response.status).toBe(status)
      expect(target.attempts()).toBe(1)
    })
  })

  it('retries exactly once, then answers the second failure', async () => {
    const target = endpoint('/status/503')
    const response = await fetchWithPolicy(target.url, fast)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ error: 'planned failure' })
    expect(target.attempts()).toBe(2)
  })

  it.each([400, 401, 403, 404, 410, 422, 501, 505])('does not retry %i', async (status) => {
    const target = endpoint(`/status/${status}`, { failures: 1 })
    const response = await fetchWithPolicy(target.url, fast)
    expect(response.status).toBe(status)
    expect(target.attempts()).toBe(1)
  })

  it('treats the method case-insensitively', async () => {
    const target = endpoint('/status/503', { failures: 1 })
    await fetchWithPolicy(target.url, { method: 'get' as THttpMethod, ...fast })
    expect(target.attempts()).toBe(2)
  })

  it('can be turned off (Storyblok keeps its own rule)', async () => {
    const target = endpoint('/status/429', { failures: 1 })
    const response = await fetchWithPolicy(target.url, { retry: false, ...fast })
    expect(response.status).toBe(429)
    expect(target.attempts()).toBe(1)
  })

  it('requestJson throws the status after the retry', async () => {
    const target = endpoint('/status/502')
    const error = await failure(requestJson(target.url, fast))
    expect(error).toMatchObject({ code: 'http/unexpected-status', status: 502, reason: 'status' })
    expect(target.attempts()).toBe(2)
  })

  it('requestJson answers the retried success', async () => {
    const target = endpoint('/status/504', { failures: 1 })
    expect(await requestJson(target.url, { method: 'PUT', json: { a: 1 }, ...fast })).toEqual({
      ok: true,
      attempts: 2,
    })
  })

  it('a POST failure is reported at once', async () => {
    const target = endpoint('/status/503', { failures: 1 })
    const error = await failure(requestJson(target.url, { method: 'POST', json: {}, ...fast }))
    expect(error.status).toBe(503)
    expect(target.attempts()).toBe(1)
  })
})

describe('jitter', () => {
  it('stays within its bounds', () => {
    expect(getRetryDelayMs({ min: 100, max: 300 }, () => 0)).toBe(100)
    expect(getRetryDelayMs({ min: 100, max: 300 }, () => 0.5)).toBe(200)
    expect(getRetryDelayMs({ min: 100, max: 300 }, () => 0.999_999)).toBe(300)
    expect(getRetryDelayMs({ min: 100, max: 300 }, () => 7)).toBe(300)
    expect(getRetryDelayMs({ min: 100, max: 300 }, () => -1)).toBe(100)
    const delays = Array.from({ length: 500 }, () => getRetryDelayMs())
    for (const value of delays) {
      expect(value).toBeGreaterThanOrEqual(RETRY_DELAY_MS.min)
      expect(value).toBeLessThanOrEqual(RETRY_DELAY_MS.max)
    }
    // Spread, not one fixed pause.
    expect(new Set(delays).size).toBeGreaterThan(50)
  })

  it('waits between the attempts', async () => {
    const target = endpoint('/status/503', { failures: 1 })
    await fetchWithPolicy(target.url, { retryDelayMs: { min: 80, max: 120 } })
    const [first, second] = target.seen()
    const gap = (second?.at ?? 0) - (first?.at ?? 0)
    expect(gap).toBeGreaterThanOrEqual(75)
    expect(gap).toBeLessThan(1_000)
  })
})

describe('time-out', () => {
  it('is 30 s by default, 60 s in a browser on a 2g connection', () => {
    vi.stubGlobal('navigator', undefined)
    expect(getDefaultTimeoutMs()).toBe(30_000)
    vi.stubGlobal('navigator', { onLine: true })
    expect(getDefaultTimeoutMs()).toBe(30_000)
    vi.stubGlobal('navigator', { onLine: true, connection: { effectiveType: '4g' } })
    expect(getDefaultTimeoutMs()).toBe(30_000)
    vi.stubGlobal('navigator', { onLine: true, connection: { effectiveType: '3g' } })
    expect(getDefaultTimeoutMs()).toBe(30_000)
    vi.stubGlobal('navigator', { onLine: true, connection: { effectiveType: '2g' } })
    expect(getDefaultTimeoutMs()).toBe(60_000)
    vi.stubGlobal('navigator', { onLine: true, connection: { effectiveType: 'slow-2g' } })
    expect(getDefaultTimeoutMs()).toBe(60_000)
  })

  it('fails a server that does not answer with the network code', async () => {
    const target = endpoint('/slow', { ms: 5_000 })
    const started = performance.now()
    const error = await failure(fetchWithPolicy(target.url, { timeoutMs: 100 }))
    expect(error).toMatchObject({ code: NETWORK_ERROR_CODE, reason: 'timeout', status: undefined })
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(target.attempts()).toBe(1)
  })

  it('covers a JSON body that stops arriving', async () => {
    const target = endpoint('/stall-body')
    const error = await failure(requestJson(target.url, { timeoutMs: 150 }))
    expect(error).toMatchObject({ code: NETWORK_ERROR_CODE, reason: 'timeout' })
  })

  it('leaves a server that answers in time alone', async () => {
    const target = endpoint('/slow', { ms: 20 })
    expect(await requestJson(target.url, { timeoutMs: 2_000 })).toEqual({ ok: true })
  })
})

describe('network failures', () => {
  it('a refused connection fails with the network code', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const error = await failure(requestJson(`http://127.0.0.1:${port}/x`))
    expect(error).toMatchObject({ code: NETWORK_ERROR_CODE, reason: 'network', status: undefined })
    expect(error.cause).toBeDefined()
  })

  it("the caller's abort is passed through, not turned into a network error", async () => {
    const target = endpoint('/slow', { ms: 5_000 })
    const controller = new AbortController()
    const pending = fetchWithPolicy(target.url, { signal: controller.signal })
    controller.abort(new Error('user left the page'))
    await expect(pending).rejects.toThrow('user left the page')
  })
})

describe('offline', () => {
  function goOffline() {
    const events = new EventTarget()
    let listening: () => void = () => {}
    const waiting = new Promise<void>((resolve) => {
      listening = resolve
    })
    vi.stubGlobal('navigator', { onLine: false })
    vi.stubGlobal('addEventListener', (type: string, listener: EventListener) => {
      events.addEventListener(type, listener)
      if (type === 'online') listening()
    })
    vi.stubGlobal('removeEventListener', events.removeEventListener.bind(events))
    return {
      /** Resolves once the client listens for the connection to come back. */
      waiting,
      comeBack() {
        vi.stubGlobal('navigator', { onLine: true })
        events.dispatchEvent(new Event('online'))
      },
    }
  }

  it('waits for the connection to come back, then sends', async () => {
    const network = goOffline()
    const sent = vi.spyOn(globalThis, 'fetch')
    const target = endpoint('/echo')
    const pending = requestJson(target.url, { offlineWaitMs: 10_000 })
    await Promise.race([network.waiting, pending])
    expect(sent).not.toHaveBeenCalled()
    network.comeBack()
    expect(await pending).toMatchObject({ method: 'GET' })
    expect(sent).toHaveBeenCalledTimes(1)
    expect(target.attempts()).toBe(1)
  })

  it('gives up after 5 s with auth/network-request-failed, without sending', async () => {
    goOffline()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const target = endpoint('/echo')
    let settled: unknown
    const pending = requestJson(target.url).then(
      () => 'resolved',
      (error: unknown) => error,
    )
    void pending.then((value) => {
      settled = value
    })
    await vi.advanceTimersByTimeAsync(4_999)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    const error = await pending
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ code: NETWORK_ERROR_CODE, reason: 'offline', status: undefined })
    expect(target.attempts()).toBe(0)
  })

  it('fails at once where nothing can report the connection coming back', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    const error = await failure(requestJson(endpoint('/echo').url))
    expect(error.reason).toBe('offline')
  })
})

describe('requestJson', () => {
  it('sends JSON and reads JSON', async () => {
    const target = endpoint('/echo')
    expect(await requestJson(target.url, { method: 'POST', json: { email: 'a@example.test' } })).toEqual({
      method: 'POST',
      contentType: 'application/json',
      body: '{"email":"a@example.test"}',
    })
  })

  it("takes the error code from our API's { code } body", async () => {
    const target = endpoint('/json', { status: 400, body: JSON.stringify({ code: 'auth/wrong-password' }) })
    const error = await failure(requestJson(target.url, { method: 'POST', json: {} }))
    expect(error).toMatchObject({ code: 'auth/wrong-password', status: 400, reason: 'status' })
  })

  it('falls back to http/unexpected-status for other error bodies', async () => {
    for (const body of ['', 'Bad Gateway', JSON.stringify({ code: 'Not a code!' }), '[1]']) {
      const target = endpoint('/json', { status: 404, body })
      const error = await failure(requestJson(target.url))
      expect(error, body).toMatchObject({ code: 'http/unexpected-status', status: 404 })
    }
  })

  it('fails with http/invalid-response on a 2xx body that is not JSON', async () => {
    const target = endpoint('/json', { status: 200, body: '<html>' })
    const error = await failure(requestJson(target.url))
    expect(error).toMatchObject({ code: 'http/invalid-response', status: 200 })
  })

  it('checks the answer against a schema', async () => {
    const schema = {
      safeParse: (value: unknown) =>
        typeof (value as { id?: unknown })?.id === 'string'
          ? { success: true as const, data: value as { id: string } }
          : { success: false as const, error: new Error('id missing') },
    }
    const good = endpoint('/json', { status: 200, body: JSON.stringify({ id: 'x' }) })
    expect(await requestJson(good.url, { schema })).toEqual({ id: 'x' })
    const bad = endpoint('/json', { status: 200, body: JSON.stringify({ name: 'x' }) })
    expect(await failure(requestJson(bad.url, { schema }))).toMatchObject({ code: 'http/invalid-response' })
  })

  it('answers undefined for 204', async () => {
    const target = endpoint('/json', { status: 204 })
    expect(await requestJson(target.url, { method: 'DELETE' })).toBeUndefined()
  })
})

describe('createFetch', () => {
  it('gives libraries a fetch with fixed options', async () => {
    const noRetry = createFetch({ retry: false })
    const target = endpoint('/status/429', { failures: 1 })
    expect((await noRetry(target.url)).status).toBe(429)
    expect(target.attempts()).toBe(1)

    const retrying = createFetch(fast)
    const other = endpoint('/status/429', { failures: 1 })
    expect((await retrying(new URL(other.url), { method: 'GET' })).status).toBe(200)
    expect(other.attempts()).toBe(2)
  })

  it('accepts a Request', async () => {
    const target = endpoint('/echo')
    const response = await createFetch({})(new Request(target.url, { method: 'DELETE' }))
    expect(await response.json()).toMatchObject({ method: 'DELETE' })
  })
})
