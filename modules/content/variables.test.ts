import { describe, expect, it } from 'vitest'
import { parseConfig } from '@/lib/config'
import { contentVariablesFromConfig, describeMissingSettings } from './variables'

const configOf = (env: Record<string, string>) => parseConfig({ NODE_ENV: 'production', ...env })

describe('the start warning about missing imprint settings', () => {
  const imprint = {
    IMPRINT_NAME: 'Exhale gGmbH',
    IMPRINT_ADDRESS: 'Hauptstr. 1, Berlin',
    IMPRINT_EMAIL: 'hi@exhale.example',
  }

  it('names every missing required setting on a public (https) site', () => {
    const warning = describeMissingSettings(configOf({ PUBLIC_URL: 'https://exhale.example' }))
    expect(warning).toContain('IMPRINT_NAME, IMPRINT_ADDRESS, IMPRINT_EMAIL')
    expect(
      describeMissingSettings(configOf({ PUBLIC_URL: 'https://exhale.example', IMPRINT_NAME: 'X' })),
    ).toContain('IMPRINT_ADDRESS, IMPRINT_EMAIL')
  })

  it('stays quiet when they are set, and on a local (http) site', () => {
    expect(describeMissingSettings(configOf({ PUBLIC_URL: 'https://exhale.example', ...imprint }))).toBeNull()
    expect(describeMissingSettings(configOf({ PUBLIC_URL: 'http://localhost:3000' }))).toBeNull()
  })
})

describe('the sign-in providers Help and Privacy may name', () => {
  it('lists only the configured ones, joined as the locale says "or"', () => {
    const none = contentVariablesFromConfig(configOf({ PUBLIC_URL: 'https://exhale.example' }))
    expect(none['sign_in.providers']).toBeUndefined()
    const both = configOf({
      PUBLIC_URL: 'https://exhale.example',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      APPLE_CLIENT_ID: 'a',
      APPLE_CLIENT_SECRET: 'a-secret',
    })
    expect(contentVariablesFromConfig(both, 'en')['sign_in.providers']).toBe('Google or Apple')
    expect(contentVariablesFromConfig(both, 'de')['sign_in.providers']).toBe('Google oder Apple')
    const appleOnly = configOf({
      PUBLIC_URL: 'https://exhale.example',
      APPLE_CLIENT_ID: 'a',
      APPLE_CLIENT_SECRET: 's',
    })
    expect(contentVariablesFromConfig(appleOnly, 'ru')['sign_in.providers']).toBe('Apple')
  })
})

it('a route parameter that is no locale of ours does not break the provider list', () => {
  const config = parseConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://exhale.example',
    APPLE_CLIENT_ID: 'a',
    APPLE_CLIENT_SECRET: 's',
  })
  expect(contentVariablesFromConfig(config, 'no-such-file.png')['sign_in.providers']).toBe('Apple')
})
