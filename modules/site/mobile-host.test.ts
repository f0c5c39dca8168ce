import { describe, expect, it } from 'vitest'
import { isMobileHostEscape } from './mobile-host'

describe('isMobileHostEscape', () => {
  it('leaves the mobile host from a non-root page to another non-root page', () => {
    expect(isMobileHostEscape('/posts/a', '/posts/b')).toBe(true)
    expect(isMobileHostEscape('/de/hilfe', '/de/login')).toBe(true)
    expect(isMobileHostEscape('/survey/test', '/de/posts/x')).toBe(true)
  })

  it('stays when either side is a root, a locale root counting as root', () => {
    for (const [from, to] of [
      ['/', '/posts/a'],
      ['/posts/a', '/'],
      ['/de', '/de/hilfe'],
      ['/de/', '/de/hilfe'],
      ['/de/hilfe', '/de'],
      ['/ru', '/ru/'],
      ['/', '/fr'],
    ] as const) {
      expect(isMobileHostEscape(from, to), `${from} → ${to}`).toBe(false)
    }
  })

  it('an unknown first segment is a page, not a locale root', () => {
    expect(isMobileHostEscape('/xx', '/yy')).toBe(true)
  })
})
