import { afterEach, describe, expect, it, vi } from 'vitest'

const requestHeaders = new Headers()
vi.mock('next/headers', () => ({ headers: async () => requestHeaders }))
const { getRequestNow, TEST_NOW_HEADER } = await import('./request-clock')

describe('the request clock', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    requestHeaders.delete(TEST_NOW_HEADER)
  })

  it('ignores the test header on a normal server', async () => {
    requestHeaders.set(TEST_NOW_HEADER, '2030-01-01T08:00:00Z')
    const now = await getRequestNow()
    expect(Math.abs(now.getTime() - Date.now())).toBeLessThan(5_000)
  })

  it('follows the test header only on a server started for the browser tests', async () => {
    vi.stubEnv('E2E_TEST_ROUTES', '1')
    requestHeaders.set(TEST_NOW_HEADER, '2030-01-01T08:00:00Z')
    expect((await getRequestNow()).toISOString()).toBe('2030-01-01T08:00:00.000Z')
    requestHeaders.set(TEST_NOW_HEADER, 'not a date')
    expect(Math.abs((await getRequestNow()).getTime() - Date.now())).toBeLessThan(5_000)
  })
})
