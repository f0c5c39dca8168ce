import { AsyncLocalStorage } from 'node:async_hooks'
import { describe, expect, it } from 'vitest'
import { captureRootScope, outsideRequest } from './outside-request'

describe('outsideRequest', () => {
  it('runs without the stores of the request it was called from, and what it makes keeps none', async () => {
    captureRootScope()
    const requestStore = new AsyncLocalStorage<{ request: string }>()
    const seen = await requestStore.run({ request: 'GET /account' }, async () => {
      const inside = outsideRequest(() => requestStore.getStore())
      // A promise made outside resolves into the caller's context again when awaited.
      const later = await outsideRequest(
        () => new Promise((resolve) => setImmediate(() => resolve(requestStore.getStore()))),
      )
      return { inside, later, after: requestStore.getStore() }
    })
    expect(seen).toEqual({ inside: undefined, later: undefined, after: { request: 'GET /account' } })
  })

  it('returns what it made', () => {
    expect(outsideRequest(() => 42)).toBe(42)
  })
})
