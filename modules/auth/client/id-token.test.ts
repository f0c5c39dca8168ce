import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  IdTokenKeeper,
  isFreshForSync,
  isTokenExpired,
  nextRetryDelay,
  RETRY_MAX_MS,
  readIdToken,
} from './id-token'

function jwt(payload: Record<string, unknown>) {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'EdDSA' })}.${part(payload)}.signature`
}

const NOW = Date.UTC(2026, 0, 1, 12)
const at = (ms: number) => Math.floor(ms / 1000)

describe('reading and judging a token', () => {
  it('reads iat and exp, and refuses what is not a JWT', () => {
    expect(readIdToken(jwt({ iat: at(NOW), exp: at(NOW) + 900 }))).toMatchObject({
      issuedAt: NOW,
      expiresAt: NOW + 900_000,
    })
    expect(readIdToken('not-a-token')).toBeNull()
    expect(readIdToken('a.%%%.c')).toBeNull()
    expect(readIdToken(jwt({ sub: 'x' }))).toBeNull()
    expect(readIdToken(undefined)).toBeNull()
  })

  it('counts a token as expired 30 s before exp', () => {
    const token = readIdToken(jwt({ iat: at(NOW), exp: at(NOW) + 900 }))!
    expect(isTokenExpired(token, NOW + 869_000)).toBe(false)
    expect(isTokenExpired(token, NOW + 870_000)).toBe(true)
  })

  it('syncs only tokens issued less than 300 s ago', () => {
    const token = readIdToken(jwt({ iat: at(NOW), exp: at(NOW) + 900 }))!
    expect(isFreshForSync(token, NOW + 299_000)).toBe(true)
    expect(isFreshForSync(token, NOW + 300_000)).toBe(false)
  })

  it('backs off from 30 s, doubling, up to 16 minutes', () => {
    const delays: number[] = []
    let delay: number | undefined
    for (let i = 0; i < 8; i++) {
      delay = nextRetryDelay(delay)
      delays.push(delay)
    }
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, RETRY_MAX_MS, RETRY_MAX_MS])
  })
})

describe('IdTokenKeeper', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('refreshes 5 minutes before expiry', async () => {
    const fetchToken = vi.fn(async () => jwt({ iat: at(Date.now()), exp: at(Date.now()) + 900 }))
    const keeper = new IdTokenKeeper({ fetchToken })
    await keeper.refresh()
    expect(fetchToken).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(10 * 60_000 - 1)
    expect(fetchToken).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchToken).toHaveBeenCalledTimes(2)
    keeper.clear()
  })

  it('retries a failed refresh after 30 s, then 60 s, and drops the token meanwhile', async () => {
    const fetchToken = vi.fn(async (): Promise<string | null> => {
      throw new Error('offline')
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const keeper = new IdTokenKeeper({ fetchToken })
    expect(await keeper.refresh()).toBeNull()
    expect(keeper.token).toBeNull()
    await vi.advanceTimersByTimeAsync(30_000)
    expect(fetchToken).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(59_999)
    expect(fetchToken).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(fetchToken).toHaveBeenCalledTimes(3)
    keeper.clear()
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS)
    expect(fetchToken).toHaveBeenCalledTimes(3)
  })

  it('clears an unreadable token and does not retry', async () => {
    const fetchToken = vi.fn(async () => 'garbage')
    const keeper = new IdTokenKeeper({ fetchToken })
    expect(await keeper.refresh()).toBeNull()
    await vi.advanceTimersByTimeAsync(RETRY_MAX_MS)
    expect(fetchToken).toHaveBeenCalledTimes(1)
  })
})
