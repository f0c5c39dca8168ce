// The one HTTP client for outgoing calls (Storyblok, token sync, the browser's calls to our own
// API), in the browser and in Node alike: only web APIs, no Node modules.
//
// - Time-out per attempt: 30 s, 60 s in a browser on a 2g/slow-2g connection (seed §9).
// - One retry after a jittered pause on 408, 409, 425, 429, 500, 502, 503, 504, and only for
//   idempotent methods (GET, HEAD, OPTIONS, PUT, DELETE). The seed did the opposite; a retried
//   POST can sign up, redeem or send twice (docs/decisions/005-retry-only-idempotent-requests.md).
// - A browser that reports itself offline is given at most 5 s to come back before the call
//   fails; network failures and time-outs fail with the code 'auth/network-request-failed'.

export type THttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'PUT' | 'DELETE' | 'POST' | 'PATCH'

export const NETWORK_ERROR_CODE = 'auth/network-request-failed'
export const UNEXPECTED_STATUS_CODE = 'http/unexpected-status'
export const INVALID_RESPONSE_CODE = 'http/invalid-response'

export const DEFAULT_TIMEOUT_MS = 30_000
export const SLOW_CONNECTION_TIMEOUT_MS = 60_000
export const OFFLINE_WAIT_MS = 5_000
export const RETRY_DELAY_MS = { min: 250, max: 1_000 } as const
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])

type TFailure = 'offline' | 'timeout' | 'network' | 'status' | 'invalid-response'

/** Every failure of this client: `code` is an error code of the messages, `status` the HTTP one. */
export class HttpError extends Error {
  override readonly name = 'HttpError'
  readonly code: string
  /** The HTTP status of the answer; undefined when none came (offline, time-out, network). */
  readonly status: number | undefined
  readonly reason: TFailure
  readonly url: string

  constructor(
    message: string,
    details: { code: string; status?: number; reason: TFailure; url: string; cause?: unknown },
  ) {
    super(message, { cause: details.cause })
    this.code = details.code
    this.status = details.status
    this.reason = details.reason
    this.url = details.url
  }
}

export type THttpOptions = Omit<RequestInit, 'method'> & {
  method?: THttpMethod
  /** Per attempt; defaults to 30 s (60 s in a browser on a 2g connection). */
  timeoutMs?: number
  /** False turns the retry off (Storyblok has its own rule for 429). */
  retry?: boolean
  retryDelayMs?: { min: number; max: number }
  offlineWaitMs?: number
}

type TNavigator = { onLine?: boolean; connection?: { effectiveType?: string } }
type TEventSource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>

function browserNavigator(): TNavigator | undefined {
  return (globalThis as { navigator?: TNavigator }).navigator
}

/** 60 s in a browser that reports a 2g or slow-2g connection, otherwise 30 s. */
export function getDefaultTimeoutMs(): number {
  const type = browserNavigator()?.connection?.effectiveType
  return type === '2g' || type === 'slow-2g' ? SLOW_CONNECTION_TIMEOUT_MS : DEFAULT_TIMEOUT_MS
}

export function isRetryable(method: string, status: number): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase()) && RETRY_STATUSES.has(status)
}

/** A pause between min and max, spread so that clients that failed together do not retry together. */
export function getRetryDelayMs(
  bounds: { min: number; max: number } = RETRY_DELAY_MS,
  random: () => number = Math.random,
): number {
  const fraction = Math.min(Math.max(random(), 0), 1)
  return Math.round(bounds.min + fraction * (bounds.max - bounds.min))
}

function delay(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** Resolves at once when online; otherwise when the 'online' event comes, failing after `waitMs`. */
async function waitUntilOnline(url: string, waitMs: number, signal: AbortSignal | null | undefined) {
  if (browserNavigator()?.onLine !== false) return
  const events = globalThis as Partial<TEventSource>
  const offline = () =>
    new HttpError(`Offline: ${url} was not requested`, { code: NETWORK_ERROR_CODE, reason: 'offline', url })
  if (typeof events.addEventListener !== 'function' || typeof events.removeEventListener !== 'function') {
    throw offline()
  }
  const target = events as TEventSource
  await new Promise<void>((resolve, reject) => {
    const finish = (error?: unknown) => {
      clearTimeout(timer)
      target.removeEventListener('online', onOnline)
      signal?.removeEventListener('abort', onAbort)
      if (error === undefined) resolve()
      else reject(error)
    }
    const onOnline = () => finish()
    const onAbort = () => finish(signal?.reason)
    const timer = setTimeout(() => finish(offline()), waitMs)
    target.addEventListener('online', onOnline)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

function canReplay(body: RequestInit['body']): boolean {
  return !(typeof ReadableStream !== 'undefined' && body instanceof ReadableStream)
}

/**
 * One attempt under a time-out: `consume` runs inside it too, so a body that stops arriving
 * times out like a server that never answers.
 */
async function attempt<T>(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  consume: (response: Response) => Promise<T>,
  mayRetry: boolean,
): Promise<{ retry: Response } | { result: T }> {
  const controller = new AbortController()
  const callerSignal = init.signal
  const onCallerAbort = () => controller.abort(callerSignal?.reason)
  if (callerSignal?.aborted) throw callerSignal.reason
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true })
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort(new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError'))
  }, timeoutMs)
  const method = init.method ?? 'GET'
  try {
    const response = await fetch(url, { ...init, signal: controller.signal })
    if (mayRetry && isRetryable(method, response.status)) return { retry: response }
    return { result: await consume(response) }
  } catch (error) {
    if (callerSignal?.aborted) throw callerSignal.reason
    if (error instanceof HttpError) throw error
    if (timedOut) {
      throw new HttpError(`${method} ${url} timed out after ${timeoutMs} ms`, {
        code: NETWORK_ERROR_CODE,
        reason: 'timeout',
        url,
        cause: error,
      })
    }
    throw new HttpError(
      `${method} ${url} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        code: NETWORK_ERROR_CODE,
        reason: 'network',
        url,
        cause: error,
      },
    )
  } finally {
    clearTimeout(timer)
    callerSignal?.removeEventListener('abort', onCallerAbort)
  }
}

async function send<T>(
  input: string | URL,
  options: THttpOptions,
  consume: (response: Response) => Promise<T>,
): Promise<T> {
  const {
    timeoutMs = getDefaultTimeoutMs(),
    retry = true,
    retryDelayMs = RETRY_DELAY_MS,
    offlineWaitMs = OFFLINE_WAIT_MS,
    ...init
  } = options
  const url = String(input)
  const method = (init.method ?? 'GET').toUpperCase()
  const request = { ...init, method }
  const attempts = retry && canReplay(init.body) ? 2 : 1
  for (let number = 1; ; number++) {
    await waitUntilOnline(url, offlineWaitMs, init.signal)
    const outcome = await attempt(url, request, timeoutMs, consume, number < attempts)
    if ('result' in outcome) return outcome.result
    // Free the connection before waiting.
    await outcome.retry.body?.cancel()
    await delay(getRetryDelayMs(retryDelayMs), init.signal)
  }
}

/**
 * `fetch` with the time-out, offline wait and retry rule. Answers any HTTP status like fetch
 * does; throws HttpError only when no answer came. Has fetch's signature, so it can be handed to
 * libraries (storyblok-js-client's `fetch` option).
 */
export function fetchWithPolicy(input: string | URL, options: THttpOptions = {}): Promise<Response> {
  return send(input, options, async (response) => response)
}

/** A fetch function with fixed policy options, for libraries that take one. */
export function createFetch(defaults: Omit<THttpOptions, keyof RequestInit>): typeof fetch {
  return (input, init) => {
    const url = input instanceof Request ? input.url : input
    const merged = input instanceof Request ? { method: input.method, headers: input.headers, ...init } : init
    return fetchWithPolicy(url, { ...defaults, ...(merged as THttpOptions | undefined) })
  }
}

type TSchema<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown }
}

export type TJsonOptions<T> = Omit<THttpOptions, 'body'> & {
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown
  body?: RequestInit['body']
  /** A zod schema for the answer; a mismatch fails with 'http/invalid-response'. */
  schema?: TSchema<T>
}

function readCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const { code } = body as { code?: unknown }
  return typeof code === 'string' && /^[a-z0-9-]+\/[a-z0-9-]+$/.test(code) ? code : undefined
}

/**
 * A JSON call: answers the parsed body of a 2xx (undefined for 204 and HEAD). Any other status
 * throws HttpError with the `code` of our API's `{ code }` body, or 'http/unexpected-status'.
 */
export async function requestJson<T = unknown>(
  input: string | URL,
  options: TJsonOptions<T> = {},
): Promise<T> {
  const { json, schema, headers, ...rest } = options
  const requestHeaders = new Headers(headers)
  if (!requestHeaders.has('accept')) requestHeaders.set('accept', 'application/json')
  if (json !== undefined) requestHeaders.set('content-type', 'application/json')
  const url = String(input)
  const init: THttpOptions = {
    ...rest,
    headers: requestHeaders,
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  }
  return send(url, init, async (response) => {
    const text = response.status === 204 || init.method === 'HEAD' ? '' : await response.text()
    let body: unknown
    let parsedJson = text === ''
    if (text !== '') {
      try {
        body = JSON.parse(text)
        parsedJson = true
      } catch (error) {
        if (response.ok) {
          throw new HttpError(`${url} answered ${response.status} with a body that is not JSON`, {
            code: INVALID_RESPONSE_CODE,
            status: response.status,
            reason: 'invalid-response',
            url,
            cause: error,
          })
        }
      }
    }
    if (!response.ok) {
      throw new HttpError(`${init.method ?? 'GET'} ${url} answered ${response.status}`, {
        code: (parsedJson && readCode(body)) || UNEXPECTED_STATUS_CODE,
        status: response.status,
        reason: 'status',
        url,
      })
    }
    if (!schema) return body as T
    const parsed = schema.safeParse(body)
    if (parsed.success) return parsed.data
    throw new HttpError(`${url} answered ${response.status} with an unexpected body`, {
      code: INVALID_RESPONSE_CODE,
      status: response.status,
      reason: 'invalid-response',
      url,
      cause: parsed.error,
    })
  })
}
