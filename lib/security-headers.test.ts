import { describe, expect, it } from 'vitest'
import { buildContentSecurityPolicy, buildSecurityHeaders } from './security-headers'

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values] as const
    }),
  )

describe('security headers', () => {
  it('sends the fixed headers on every response', () => {
    const headers = buildSecurityHeaders({ https: false, development: false })
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['X-Frame-Options']).toBe('DENY')
    expect(headers['Content-Security-Policy']).toBe(
      buildContentSecurityPolicy({ https: false, development: false }),
    )
  })

  it('sends HSTS only over https', () => {
    expect(buildSecurityHeaders({ https: false, development: false })).not.toHaveProperty(
      'Strict-Transport-Security',
    )
    expect(buildSecurityHeaders({ https: true, development: false })['Strict-Transport-Security']).toMatch(
      /^max-age=\d{8,}; includeSubDomains$/,
    )
  })

  describe('Content-Security-Policy', () => {
    it('forbids framing and plugins and keeps scripts on our origin', () => {
      const policy = directives(buildContentSecurityPolicy({ https: false, development: false }))
      expect(policy.get('frame-ancestors')).toEqual(["'none'"])
      expect(policy.get('object-src')).toEqual(["'none'"])
      expect(policy.get('default-src')).toEqual(["'self'"])
      expect(policy.get('base-uri')).toEqual(["'self'"])
      expect(policy.get('form-action')).toEqual(["'self'"])
      expect(policy.get('script-src')).toContain("'self'")
      expect(policy.get('script-src')).not.toContain("'unsafe-eval'")
      expect(policy.get('script-src')?.some((source) => source === '*' || source.startsWith('http'))).toBe(
        false,
      )
      expect(policy.has('upgrade-insecure-requests')).toBe(false)
    })

    it('loads images from our origin and the content asset host only, never any https host', () => {
      expect(
        directives(buildContentSecurityPolicy({ https: true, development: false })).get('img-src'),
      ).toEqual(["'self'", 'data:', 'blob:'])
      const withStoryblok = buildContentSecurityPolicy({
        https: true,
        development: false,
        imageOrigins: ['https://a.storyblok.com'],
      })
      expect(directives(withStoryblok).get('img-src')).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://a.storyblok.com',
      ])
    })

    it("allows eval only in development (React's dev tooling needs it)", () => {
      const policy = directives(buildContentSecurityPolicy({ https: false, development: true }))
      expect(policy.get('script-src')).toContain("'unsafe-eval'")
    })

    it('upgrades insecure requests over https', () => {
      const policy = directives(buildContentSecurityPolicy({ https: true, development: false }))
      expect(policy.has('upgrade-insecure-requests')).toBe(true)
    })

    it('names every directive once', () => {
      const policy = buildContentSecurityPolicy({ https: true, development: true })
      const names = policy.split(';').map((part) => part.trim().split(/\s+/)[0])
      expect(new Set(names).size).toBe(names.length)
    })
  })
})
