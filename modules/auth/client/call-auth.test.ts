import { afterEach, describe, expect, it, vi } from 'vitest'
import { callAuth } from './call-auth'

// The auth client is loaded on the first call: every call gets it, a 429 keeps its retry hint,
// and a client that cannot load is a network failure the form can show.
const loaded = vi.hoisted(() => ({ fail: false }))
// A chunk that cannot load rejects the import; the getter stands in for that rejection.
vi.mock('./auth-client', () => ({
  get authClient() {
    if (loaded.fail) throw new Error('Failed to fetch dynamically imported module')
    return { name: 'the auth client' }
  },
}))

afterEach(() => {
  loaded.fail = false
})

describe('callAuth', () => {
  it('hands the loaded client to the call and answers its data', async () => {
    const result = await callAuth(async (client) => ({
      data: (client as unknown as { name: string }).name,
      error: null,
    }))
    expect(result).toEqual({ ok: true, data: 'the auth client' })
  })

  it('keeps the retry hint of a refused call', async () => {
    const result = await callAuth(async (_client, fetchOptions) => {
      fetchOptions.onError?.({
        response: new Response(null, { status: 429, headers: { 'X-Retry-After': '30' } }),
      })
      return { data: null, error: { status: 429, code: 'TOO_MANY_REQUESTS' } }
    })
    expect(result).toMatchObject({ ok: false, retryAfter: 30, serverCode: 'TOO_MANY_REQUESTS' })
  })

  it('answers a network failure when the client cannot load', async () => {
    loaded.fail = true
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const call = vi.fn()
    expect(await callAuth(call)).toEqual({ ok: false, code: 'auth/network-request-failed' })
    expect(call).not.toHaveBeenCalled()
  })
})
