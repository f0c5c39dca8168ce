import { describe, expect, it } from 'vitest'
import { notificationTarget } from './push-events'

describe('notificationTarget', () => {
  const origin = 'https://exhale.example'
  it('opens our own page', () => {
    expect(notificationTarget('/de/progress?from=push', origin)).toBe(
      'https://exhale.example/de/progress?from=push',
    )
  })
  it.each(['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', 42, undefined])(
    'opens the home page instead of %s',
    (url) => {
      expect(notificationTarget(url, origin)).toBe('https://exhale.example/')
    },
  )
})
