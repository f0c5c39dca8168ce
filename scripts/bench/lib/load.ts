// One fixed-time load run with autocannon against a loopback URL.
import autocannon from 'autocannon'

export type TLoadResult = {
  url: string
  connections: number
  seconds: number
  requests: number
  requestsPerSecond: number
  p50: number
  p99: number
  non2xx: number
  errors: number
  timeouts: number
  statusCounts: Record<string, number>
}

export type TLoadOptions = {
  url: string
  connections: number
  seconds: number
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** Per request: extra headers (e.g. a different client address for each sign-in). */
  setupRequest?: (request: autocannon.Request) => autocannon.Request
}

function assertLoopback(url: string): void {
  const host = new URL(url).hostname
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(host)) {
    throw new Error(`load is only sent to this machine (127.0.0.1), not to ${host}`)
  }
}

export async function runLoad(options: TLoadOptions): Promise<TLoadResult> {
  assertLoopback(options.url)
  const statusCounts: Record<string, number> = {}
  let instance: autocannon.Instance | undefined
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        timeout: 10,
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        requests: options.setupRequest ? [{ setupRequest: options.setupRequest }] : undefined,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    )
    instance.on('response', (_client, statusCode) => {
      statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1
    })
  })
  instance?.removeAllListeners()
  return {
    url: options.url,
    connections: options.connections,
    seconds: options.seconds,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCounts,
  }
}
