import { beforeAll, describe, expect, it } from 'vitest'
import { parseConfig, type TConfig } from '@/lib/config'
import { useTestAuthEnvironment } from '@/modules/auth/testing'
import { createBotChallenge, verifyBotCheck } from './bot-check'
import { solvedBotCheck as solvedPayload } from './testing'

let config: TConfig

beforeAll(async () => {
  await useTestAuthEnvironment()
  config = parseConfig({ ...process.env, NODE_ENV: 'test', REDIS_URL: '', ALTCHA_DISABLED: '' })
})

describe('bot check (ALTCHA)', () => {
  it('accepts a solved challenge once, refuses it the second time', async () => {
    const payload = await solvedPayload(config)
    expect(await verifyBotCheck(payload, config)).toBe('ok')
    expect(await verifyBotCheck(payload, config)).toBe('replayed')
  })

  it('refuses a missing, malformed or wrong answer', async () => {
    expect(await verifyBotCheck(undefined, config)).toBe('missing')
    expect(await verifyBotCheck('', config)).toBe('missing')
    expect(await verifyBotCheck('not base64 json', config)).toBe('invalid')
    const challenge = await createBotChallenge(config)
    const wrong = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } }),
    ).toString('base64')
    expect(await verifyBotCheck(wrong, config)).toBe('invalid')
  })

  it('refuses a challenge signed with another key', async () => {
    const other = { ...config, ALTCHA_HMAC_KEY: 'another-key-another-key-another-key-0' }
    const payload = await solvedPayload(other)
    expect(await verifyBotCheck(payload, config)).toBe('invalid')
  })

  it('accepts a challenge of another instance that shares BETTER_AUTH_SECRET but not DATA_DIR', async () => {
    const secret = 'shared-auth-secret-shared-auth-secret-0'
    const instanceA = {
      ...config,
      ALTCHA_HMAC_KEY: undefined,
      BETTER_AUTH_SECRET: secret,
      dataDir: '/nonexistent/a',
    }
    const instanceB = { ...instanceA, dataDir: '/nonexistent/b' }
    expect(await verifyBotCheck(await solvedPayload(instanceA), instanceB)).toBe('ok')
    const otherSecret = { ...instanceB, BETTER_AUTH_SECRET: `${secret}-other` }
    expect(await verifyBotCheck(await solvedPayload(instanceA), otherSecret)).toBe('invalid')
  })

  it('accepts anything only when switched off', async () => {
    expect(await verifyBotCheck(undefined, { ...config, ALTCHA_DISABLED: '1' })).toBe('ok')
  })

  it('refuses ALTCHA_DISABLED=1 in production, allows the explicit force', () => {
    expect(() => parseConfig({ NODE_ENV: 'production', ALTCHA_DISABLED: '1' })).toThrow(/ALTCHA_DISABLED/)
    expect(parseConfig({ NODE_ENV: 'production', ALTCHA_DISABLED: 'force' }).ALTCHA_DISABLED).toBe('force')
    expect(parseConfig({ NODE_ENV: 'development', ALTCHA_DISABLED: '1' }).ALTCHA_DISABLED).toBe('1')
  })
})
