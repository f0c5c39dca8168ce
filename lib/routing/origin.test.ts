import { describe, expect, it } from 'vitest'
import { isForeignActionOrigin, isForeignOrigin } from './origin'

const site = {
  PUBLIC_URL: 'https://exhale.example',
  localUse: false,
  PORT: 3000,
  HOST: '0.0.0.0',
  TRUSTED_ORIGINS: ['https://app.exhale.example'],
}
const local = {
  PUBLIC_URL: 'http://localhost:3000',
  localUse: true,
  PORT: 3000,
  HOST: '0.0.0.0',
  TRUSTED_ORIGINS: [],
}
const headers = (values: Record<string, string>) => new Headers(values)

describe('the origin rule', () => {
  it('trusts PUBLIC_URL and TRUSTED_ORIGINS for route handlers, nothing a client can write', () => {
    expect(isForeignOrigin('https://exhale.example', site)).toBe(false)
    expect(isForeignOrigin('https://app.exhale.example', site)).toBe(false)
    expect(isForeignOrigin('https://evil.example', site)).toBe(true)
    expect(isForeignOrigin(null, site)).toBe(false)
  })

  it('for actions: our site only, and the Origin must name the host the request reached', () => {
    expect(isForeignActionOrigin('https://exhale.example', site, headers({ host: 'exhale.example' }))).toBe(
      false,
    )
    expect(
      isForeignActionOrigin('https://app.exhale.example', site, headers({ host: 'exhale.example' })),
    ).toBe(true)
    expect(
      isForeignActionOrigin(
        'http://evil.example',
        site,
        headers({ host: 'evil.example', 'x-forwarded-host': 'evil.example' }),
      ),
    ).toBe(true)
    // Local use: every loopback name of the port, each on its own host.
    expect(isForeignActionOrigin('http://127.0.0.1:3000', local, headers({ host: '127.0.0.1:3000' }))).toBe(
      false,
    )
    expect(isForeignActionOrigin('http://127.0.0.1:3000', local, headers({ host: 'localhost:3000' }))).toBe(
      true,
    )
  })
})
