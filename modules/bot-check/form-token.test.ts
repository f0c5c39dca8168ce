import { beforeAll, describe, expect, it } from 'vitest'
import { parseConfig, type TConfig } from '@/lib/config'
import { useTestAuthEnvironment } from '@/modules/auth/testing'
import { FORM_TOKEN_MAX_AGE_MS, FORM_TOKEN_MIN_AGE_MS, issueFormToken, verifyFormToken } from './form-token'

// The no-JavaScript bot check of decision 045: signed, a minimum age, a maximum age, once.

let config: TConfig

beforeAll(async () => {
  await useTestAuthEnvironment()
  config = parseConfig({ ...process.env, NODE_ENV: 'test', REDIS_URL: '', ALTCHA_DISABLED: '' })
})

describe('form token', () => {
  it('counts once, after the minimum age', async () => {
    const issued = Date.now()
    const token = issueFormToken(issued, config)
    expect(await verifyFormToken(token, issued + 500, config)).toBe('too-early')
    // Too early does not use it up: the same form can be sent again a moment later.
    expect(await verifyFormToken(token, issued + FORM_TOKEN_MIN_AGE_MS, config)).toBe('ok')
    expect(await verifyFormToken(token, issued + FORM_TOKEN_MIN_AGE_MS + 1000, config)).toBe('replayed')
  })

  it('expires', async () => {
    const issued = Date.now() - FORM_TOKEN_MAX_AGE_MS - 1
    expect(await verifyFormToken(issueFormToken(issued, config), Date.now(), config)).toBe('expired')
  })

  it('refuses a missing, forged or altered token', async () => {
    expect(await verifyFormToken(undefined, Date.now(), config)).toBe('missing')
    expect(await verifyFormToken('', Date.now(), config)).toBe('missing')
    expect(await verifyFormToken('f1.1.abc.def', Date.now(), config)).toBe('invalid')
    const issued = Date.now() - 10_000
    const token = issueFormToken(issued, config)
    const [version, , nonce, signature] = token.split('.')
    // An older issue time to skip the wait: the signature no longer matches.
    expect(
      await verifyFormToken(`${version}.${issued - 60_000}.${nonce}.${signature}`, Date.now(), config),
    ).toBe('invalid')
    const other = { ...config, ALTCHA_HMAC_KEY: 'another-key-another-key-another-key-0' }
    expect(await verifyFormToken(issueFormToken(issued, other), Date.now(), config)).toBe('invalid')
  })
})
