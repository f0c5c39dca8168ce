import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkServedBuild } from '@/e2e/support/served-build'

// Outside CI Playwright reuses a server already listening on the e2e port; the suite's global
// set-up refuses one that is not this checkout's build, saying so, instead of 25 puzzling failures.
let server: http.Server
let baseURL: string
let served = 'their-build'
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'exhale-dist-'))

beforeAll(async () => {
  process.env.NEXT_DIST_DIR = dist
  server = http.createServer((request, response) => {
    if (request.url !== '/builds/latest.json') return response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: served }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  server.close()
  delete process.env.NEXT_DIST_DIR
  fs.rmSync(dist, { recursive: true, force: true })
})

describe('the e2e suite and a server it did not start', () => {
  it('refuses another build, naming both ids and what to do', async () => {
    fs.writeFileSync(path.join(dist, 'BUILD_ID'), 'my-build')
    served = 'their-build'
    const refusal = checkServedBuild(baseURL)
    await expect(refusal).rejects.toThrow(/is not this checkout's build: it reports build their-build/)
    await expect(refusal).rejects.toThrow(/BUILD_ID holds my-build/)
    await expect(refusal).rejects.toThrow(/E2E_PORT=<port> npm test/)
  })

  it('refuses any server when this checkout has no build', async () => {
    fs.rmSync(path.join(dist, 'BUILD_ID'), { force: true })
    await expect(checkServedBuild(baseURL)).rejects.toThrow(/nothing: no build here/)
  })

  it('refuses a server that reports no build (not Exhale)', async () => {
    fs.writeFileSync(path.join(dist, 'BUILD_ID'), 'my-build')
    const other = http.createServer((_, response) => response.writeHead(404).end())
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}`
    await expect(checkServedBuild(url)).rejects.toThrow(/reports build \(none/)
    other.close()
  })

  it('takes its own build', async () => {
    fs.writeFileSync(path.join(dist, 'BUILD_ID'), 'my-build')
    served = 'my-build'
    await expect(checkServedBuild(baseURL)).resolves.toBeUndefined()
  })
})
