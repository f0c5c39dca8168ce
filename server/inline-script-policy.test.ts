import http from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { HEAD_SCRIPT } from '@/lib/inline-scripts'
import { addInlineScriptHashes } from './inline-script-policy'

// Next's own compression middleware wraps the response after us, as in production.
const compression = createRequire(import.meta.url)('next/dist/compiled/compression')() as (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: () => void,
) => void

const servers: http.Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

async function serve(respond: (res: http.ServerResponse) => void) {
  const server = http.createServer((req, res) => {
    res.setHeader('Content-Security-Policy', "default-src 'self'; script-src 'self'")
    addInlineScriptHashes(res)
    compression(req, res, () => respond(res))
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}

const page = `<!doctype html><html><script>${HEAD_SCRIPT}</script><script>alert(1)</script>${'<p>text</p>'.repeat(300)}</html>`

describe('inline script hashes in the policy', () => {
  it('are added for a compressed, streamed HTML page, whose body arrives intact', async () => {
    const url = await serve((res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.flushHeaders()
      res.write(page.slice(0, 100))
      res.end(page.slice(100))
    })
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'$/)
    expect(policy.match(/sha256-/g)).toHaveLength(1) // alert(1) is not ours: no hash
    expect(await response.text()).toBe(page)
  })

  it('follow the body: the same page again gets the same hashes, a changed page its own', async () => {
    let body = page
    const url = await serve((res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(body)
    })
    const policyOf = async () => (await fetch(url)).headers.get('content-security-policy') ?? ''
    const first = await policyOf()
    expect(await policyOf()).toBe(first)
    body = page.replace(HEAD_SCRIPT, '(self.__next_f=self.__next_f||[]).push([0])')
    const changed = await policyOf()
    expect(changed).toMatch(/sha256-/)
    expect(changed).not.toBe(first)
  })

  it('leave other responses alone, compressed or not, with headers given to writeHead', async () => {
    const body = JSON.stringify({ items: Array.from({ length: 300 }, (_, index) => index) })
    const url = await serve((res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'X-Extra': 'kept' })
      res.end(body)
    })
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('x-extra')).toBe('kept')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'; script-src 'self'")
    expect(await response.text()).toBe(body)
  })
})
