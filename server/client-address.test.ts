import { describe, expect, it } from 'vitest'
import { createClientAddressResolver } from './client-address'

describe('the client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const resolve = createClientAddressResolver([])
    expect(resolve('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9')
    expect(resolve('::ffff:203.0.113.9', undefined)).toBe('203.0.113.9')
  })

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    const resolve = createClientAddressResolver(['127.0.0.1'])
    expect(resolve('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9')
  })

  it('reads the chain from the right up to the first untrusted hop behind a trusted proxy', () => {
    const resolve = createClientAddressResolver(['127.0.0.1', '10.0.0.0/8'])
    expect(resolve('127.0.0.1', '198.51.100.1')).toBe('198.51.100.1')
    expect(resolve('::ffff:127.0.0.1', '6.6.6.6, 198.51.100.1, 10.1.2.3')).toBe('198.51.100.1')
    expect(resolve('10.4.5.6', undefined)).toBe('10.4.5.6')
  })
})
