import { describe, expect, it } from 'vitest'
import { readClientIp } from './request-meta'

describe('readClientIp', () => {
  it('takes the one address Next or a proxy set', () => {
    expect(readClientIp(new Headers({ 'x-forwarded-for': '203.0.113.7' }))).toBe('203.0.113.7')
    expect(readClientIp(new Headers())).toBeNull()
  })

  it('does not trust a chain without TRUSTED_PROXIES (its left end is whatever the client wrote)', () => {
    expect(readClientIp(new Headers({ 'x-forwarded-for': '1.2.3.4, 203.0.113.7' }))).toBeNull()
  })
})
