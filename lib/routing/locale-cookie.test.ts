import { describe, expect, it } from 'vitest'
import { buildLocaleCookie, serializeLocaleCookie } from './locale-cookie'

describe('locale cookie', () => {
  it('is i18n_redirected for 365 days on path / with SameSite=Lax', () => {
    expect(buildLocaleCookie('de', false)).toEqual({
      name: 'i18n_redirected',
      value: 'de',
      maxAge: 31_536_000,
      path: '/',
      sameSite: 'lax',
      secure: false,
    })
  })

  it('is SameSite=None; Secure when cross-site is configured', () => {
    expect(buildLocaleCookie('fr', true)).toMatchObject({ sameSite: 'none', secure: true })
  })

  it('serializes for document.cookie', () => {
    expect(serializeLocaleCookie('ru', false)).toBe(
      'i18n_redirected=ru; Max-Age=31536000; Path=/; SameSite=Lax',
    )
    expect(serializeLocaleCookie('pl', true)).toBe(
      'i18n_redirected=pl; Max-Age=31536000; Path=/; SameSite=None; Secure',
    )
  })
})
