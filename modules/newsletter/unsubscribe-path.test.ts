import { describe, expect, it } from 'vitest'
import { matchUnsubscribePost } from './unsubscribe-path'

const id = '0b6f2c8e-4a1d-4c3e-9f7a-2d5b8e1c0a9f'

describe('matchUnsubscribePost', () => {
  it('matches a plain POST to the unsubscribe page in any locale', () => {
    expect(matchUnsubscribePost('POST', `/unsubscribe/${id}`, new Headers())).toBe(id)
    expect(matchUnsubscribePost('POST', `/de/unsubscribe/${id}`, new Headers())).toBe(id)
    expect(matchUnsubscribePost('POST', `/pl/unsubscribe/${id}/`, new Headers())).toBe(id)
  })

  it('leaves GETs, server actions and other paths alone', () => {
    expect(matchUnsubscribePost('GET', `/unsubscribe/${id}`, new Headers())).toBeNull()
    expect(
      matchUnsubscribePost('POST', `/unsubscribe/${id}`, new Headers({ 'Next-Action': 'abc' })),
    ).toBeNull()
    expect(matchUnsubscribePost('POST', `/unsubscribe/${id}/x`, new Headers())).toBeNull()
    expect(matchUnsubscribePost('POST', '/posts/unsubscribe', new Headers())).toBeNull()
  })
})
