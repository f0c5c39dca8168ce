import { describe, expect, it } from 'vitest'
import { routerTarget } from './page-link-click'

const here = new URL('https://exhale.example/de/hilfe?x=1')
const click = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
}
const anchor = (href: string, attributes: { target?: string; download?: boolean } = {}) => ({
  href,
  target: attributes.target ?? '',
  hasAttribute: (name: string) => name === 'download' && attributes.download === true,
})

describe('routerTarget', () => {
  it('follows a plain click on a link to another page of the site with the router', () => {
    expect(routerTarget(click, anchor('https://exhale.example/de/anmelden?redirect=%2Fde'), here)).toBe(
      '/de/anmelden?redirect=%2Fde',
    )
    expect(routerTarget(click, anchor('/progress#plan'), here)).toBe('/progress#plan')
    expect(routerTarget(click, anchor('/de/hilfe?x=1'), here)).toBe('/de/hilfe?x=1')
  })

  it('leaves new tabs, new windows, downloads and other buttons to the browser', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(routerTarget({ ...click, [key]: true }, anchor('/help'), here), key).toBeNull()
    }
    expect(routerTarget({ ...click, button: 1 }, anchor('/help'), here)).toBeNull()
    expect(routerTarget(click, anchor('/help', { target: '_blank' }), here)).toBeNull()
    expect(routerTarget(click, anchor('/help', { target: '_self' }), here)).toBe('/help')
    expect(routerTarget(click, anchor('/certificate.pdf', { download: true }), here)).toBeNull()
  })

  it('leaves a click another handler took, another origin and a jump within the page alone', () => {
    expect(routerTarget({ ...click, defaultPrevented: true }, anchor('/help'), here)).toBeNull()
    expect(routerTarget(click, anchor('https://evil.example/help'), here)).toBeNull()
    expect(routerTarget(click, anchor('http://exhale.example/help'), here)).toBeNull()
    expect(routerTarget(click, anchor('/de/hilfe?x=1#part'), here)).toBeNull()
  })
})
