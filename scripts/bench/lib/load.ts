// One fixed-time load run against a loopback URL: wrk (Debian package, C, one thread) for plain
// GETs when it is installed, else autocannon. autocannon runs in Node and parses every response
// in JavaScript: on these 2-core machines it saturated its own core at ~1 100-2 000 req/s on an
// 80 KB page, so it measured itself rather than nginx (docs/benchmarks-archive.md, 2026-11-23).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

const WRK = '/usr/bin/wrk'

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

/** The tool runLoad uses for plain GETs (POSTs and per-request headers always use autocannon). */
export const pageLoadTool: 'wrk' | 'autocannon' = fs.existsSync(WRK) ? 'wrk' : 'autocannon'

export async function runLoad(options: TLoadOptions): Promise<TLoadResult> {
  assertLoopback(options.url)
  const plainGet = (options.method ?? 'GET') === 'GET' && !options.body && !options.setupRequest
  return plainGet && pageLoadTool === 'wrk' ? runWrk(options) : runAutocannon(options)
}

// wrk's Lua hook prints the summary as one JSON line; no per-response hook, so wrk stays in C.
const WRK_REPORT = `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, math.floor(latency:percentile(50)), math.floor(latency:percentile(99)),
    e.connect, e.read, e.write, e.status, e.timeout))
end
`

async function runWrk(options: TLoadOptions): Promise<TLoadResult> {
  const script = path.join(os.tmpdir(), `exhale-wrk-${process.pid}.lua`)
  fs.writeFileSync(script, WRK_REPORT)
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ])
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '--timeout', '10s', '-s', script]
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(WRK, [...args, ...headerArgs, options.url], { stdio: ['ignore', 'pipe', 'pipe'] })
    let text = ''
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      text += chunk.toString()
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text}`)),
    )
  })
  const line = /WRK_JSON (\{.*\})/.exec(output)?.[1]
  if (!line) throw new Error(`wrk printed no summary: ${output}`)
  const summary = JSON.parse(line) as Record<string, number>
  const value = (key: string) => summary[key] ?? 0
  const failedStatus = value('status')
  const socketErrors = value('connect') + value('read') + value('write')
  return {
    url: options.url,
    connections: options.connections,
    seconds: options.seconds,
    requests: value('requests'),
    requestsPerSecond: value('requests') / (value('durationUs') / 1e6),
    p50: value('p50Us') / 1000,
    p99: value('p99Us') / 1000,
    // wrk counts 4xx and 5xx; the pages measured were checked to answer 200 before the runs.
    non2xx: failedStatus,
    errors: socketErrors,
    timeouts: value('timeout'),
    statusCounts: { '2xx/3xx': value('requests') - failedStatus, '4xx/5xx': failedStatus },
  }
}

async function runAutocannon(options: TLoadOptions): Promise<TLoadResult> {
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
