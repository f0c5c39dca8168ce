import { describe, expect, it } from 'vitest'
import { claimReload, isChunkLoadError, RELOAD_GUARD_KEY, RELOAD_GUARD_TTL_MS } from './reload-guard'

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  }
}

describe('isChunkLoadError', () => {
  it.each([
    Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }),
    new Error('Loading chunk app-page-abc failed'),
    new Error('Loading CSS chunk 7 failed'),
    new TypeError('Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    'ChunkLoadError: Loading chunk 5 failed',
  ])('recognises %s', (reason) => {
    expect(isChunkLoadError(reason)).toBe(true)
  })

  it.each([
    new Error('Network request failed'),
    new TypeError('x is undefined'),
    'oops',
    undefined,
    null,
    42,
    {},
  ])('ignores %s', (reason) => {
    expect(isChunkLoadError(reason)).toBe(false)
  })
})

describe('claimReload', () => {
  it('the guard lasts 10 000 ms', () => {
    expect(RELOAD_GUARD_TTL_MS).toBe(10_000)
  })

  it('allows the first reload and records the time', () => {
    const storage = memoryStorage()
    expect(claimReload(storage, 1_000_000)).toBe(true)
    expect(storage.values.get(RELOAD_GUARD_KEY)).toBe('1000000')
  })

  it('refuses another reload within 10 s, so a broken build cannot loop', () => {
    const storage = memoryStorage()
    expect(claimReload(storage, 1_000_000)).toBe(true)
    expect(claimReload(storage, 1_000_001)).toBe(false)
    expect(claimReload(storage, 1_009_999)).toBe(false)
    // The refused attempt does not extend the guard.
    expect(storage.values.get(RELOAD_GUARD_KEY)).toBe('1000000')
  })

  it('allows a reload again after 10 s', () => {
    const storage = memoryStorage()
    claimReload(storage, 1_000_000)
    expect(claimReload(storage, 1_010_000)).toBe(true)
    expect(storage.values.get(RELOAD_GUARD_KEY)).toBe('1010000')
  })

  it('ignores a garbage value in storage', () => {
    expect(claimReload(memoryStorage({ [RELOAD_GUARD_KEY]: 'abc' }), 5_000)).toBe(true)
    expect(claimReload(memoryStorage({ [RELOAD_GUARD_KEY]: '' }), 5_000)).toBe(true)
  })

  it('a time in the future (clock changed) still blocks at most until it passes', () => {
    const storage = memoryStorage({ [RELOAD_GUARD_KEY]: '2000000' })
    expect(claimReload(storage, 1_000_000)).toBe(false)
  })
})
