import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { createHttpServer, loggableUrl } from './http-server'

// What reaches Next: X-Forwarded-Host/-Proto only from TRUSTED_PROXIES (decision 034: an attacker's
// forwarded host must not make a foreign Origin look like ours, in our checks or in Next's).
const servers: http.Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

async function forwardedHeadersSeen(trustedProxies: string[]) {
  const server = createHttpServer(
    async (req, res) => {
      res.end(
        JSON.stringify({
          host: req.headers['x-forwarded-host'] ?? null,
          proto: req.headers['x-forwarded-proto'] ?? null,
        }),
      )
    },
    { logger: pino({ level: 'silent' }), https: false, development: false, trustedProxies },
  )
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const response = await fetch(`http://127.0.0.1:${port}/`, {
    headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  })
  return (await response.json()) as { host: string | null; proto: string | null }
}

describe('forwarded host and scheme', () => {
  it('are dropped when the peer is not a trusted proxy', async () => {
    expect(await forwardedHeadersSeen([])).toEqual({ host: null, proto: null })
    expect(await forwardedHeadersSeen(['10.0.0.0/8'])).toEqual({ host: null, proto: null })
  })

  it('are passed on from a trusted proxy', async () => {
    expect(await forwardedHeadersSeen(['127.0.0.1'])).toEqual({ host: 'evil.example', proto: 'https' })
  })
})

describe('the benchmark page', () => {
  async function statusOf(benchRoutes: boolean, path = '/bench-baseline') {
    const server = createHttpServer(
      async (_req, res) => {
        res.end('page')
      },
      { logger: pino({ level: 'silent' }), https: false, development: false, benchRoutes },
    )
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return (await fetch(`http://127.0.0.1:${port}${path}`)).status
  }

  it('answers 404 unless the bench switch is on', async () => {
    expect(await statusOf(false)).toBe(404)
    expect(await statusOf(true)).toBe(200)
  })

  it('covers the dynamic baseline (personal pages are compared with it) the same way', async () => {
    expect(await statusOf(false, '/bench-baseline/dynamic')).toBe(404)
    expect(await statusOf(true, '/bench-baseline/dynamic')).toBe(200)
  })
})

describe('the request log', () => {
  it('never keeps the query of auth routes, where tokens and addresses travel', () => {
    expect(loggableUrl('/api/auth/magic-link/verify?token=secret')).toBe('/api/auth/magic-link/verify?…')
    expect(loggableUrl('/de/reset-password?token=secret')).toBe('/de/reset-password?…')
    expect(loggableUrl('/forgot-password?email=a%40b.example')).toBe('/forgot-password?…')
    expect(loggableUrl('/help?utm_source=x')).toBe('/help?utm_source=x')
  })
})
