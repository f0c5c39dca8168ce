import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseConfig as parseConfigFrom, siteOrigins } from './config'

const parseConfig = (env: Record<string, string>) => parseConfigFrom(env as NodeJS.ProcessEnv)

describe('parseConfig', () => {
  it('has defaults for everything', () => {
    const config = parseConfig({})
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      PUBLIC_URL: 'http://localhost:3000',
      LOG_LEVEL: 'info',
      LOCALE_COOKIE_CROSS_SITE: false,
    })
    for (const unset of ['DATABASE_URL', 'REDIS_URL', 'MAIN_SITE_URL', 'MOBILE_HOST'] as const) {
      expect(config[unset], unset).toBeUndefined()
    }
    expect(config.dataDir).toBe(path.resolve('data'))
    expect(config.mainSiteUrl).toBe('http://localhost:3000')
  })

  it('reads the values it is given', () => {
    const config = parseConfig({
      PORT: '3101',
      DATA_DIR: '/var/lib/exhale',
      DATABASE_URL: 'postgresql://app:secret@db:5432/exhale',
      REDIS_URL: 'rediss://cache:6380',
      PUBLIC_URL: 'https://exhale.example',
      MAIN_SITE_URL: 'https://www.exhale.example',
      MOBILE_HOST: ' m.exhale.example ',
      LOCALE_COOKIE_CROSS_SITE: 'true',
    })
    expect(config).toMatchObject({
      PORT: 3101,
      dataDir: '/var/lib/exhale',
      DATABASE_URL: 'postgresql://app:secret@db:5432/exhale',
      REDIS_URL: 'rediss://cache:6380',
      mainSiteUrl: 'https://www.exhale.example',
      MOBILE_HOST: 'm.exhale.example',
      LOCALE_COOKIE_CROSS_SITE: true,
    })
  })

  it('treats empty strings as unset', () => {
    const config = parseConfig({
      DATABASE_URL: '',
      REDIS_URL: '',
      MAIN_SITE_URL: '',
      MOBILE_HOST: '  ',
      LOCALE_COOKIE_CROSS_SITE: '',
    })
    for (const unset of ['DATABASE_URL', 'REDIS_URL', 'MAIN_SITE_URL', 'MOBILE_HOST'] as const) {
      expect(config[unset], unset).toBeUndefined()
    }
    expect(config.LOCALE_COOKIE_CROSS_SITE).toBe(false)
  })

  it.each(['abc', '0', '70000', '3.5', '-1'])('stops with a clear message on PORT=%s', (port) => {
    expect(() => parseConfig({ PORT: port })).toThrow(/^Invalid configuration:\n {2}PORT: .+/)
  })

  it.each(['mysql://localhost/db', 'localhost:5432', 'http://postgres@localhost/db'])(
    'stops with a clear message on DATABASE_URL=%s',
    (url) => {
      expect(() => parseConfig({ DATABASE_URL: url })).toThrow(
        'Invalid configuration:\n  DATABASE_URL: must start with postgres:// or postgresql://',
      )
    },
  )

  it('names every bad variable, one per line', () => {
    let message = ''
    try {
      parseConfig({ PORT: 'x', PUBLIC_URL: 'ftp://example', LOG_LEVEL: 'loud', REDIS_URL: 'memcached://x' })
    } catch (error) {
      message = (error as Error).message
    }
    const lines = message.split('\n').slice(1)
    expect(lines.map((line) => line.trim().split(':')[0]).sort()).toEqual([
      'LOG_LEVEL',
      'PORT',
      'PUBLIC_URL',
      'REDIS_URL',
    ])
  })
})

describe('PUBLIC_URL unset: local use (siteOrigins)', () => {
  it('follows PORT, and every loopback name of the port is this site', () => {
    const config = parseConfig({ PORT: '3400' })
    expect(config.PUBLIC_URL).toBe('http://localhost:3400')
    expect(config.localUse).toBe(true)
    expect(siteOrigins(config)).toEqual([
      'http://localhost:3400',
      'http://127.0.0.1:3400',
      'http://[::1]:3400',
    ])
  })

  it('names a specific HOST in the address and trusts it too', () => {
    const config = parseConfig({ PORT: '8080', HOST: '192.168.1.20' })
    expect(config.PUBLIC_URL).toBe('http://192.168.1.20:8080')
    expect(siteOrigins(config)).toContain('http://192.168.1.20:8080')
    expect(siteOrigins(config)).toContain('http://localhost:8080')
    expect(parseConfig({ PORT: '8080', HOST: '::1' }).PUBLIC_URL).toBe('http://[::1]:8080')
  })

  it('when PUBLIC_URL is set, it alone counts', () => {
    const config = parseConfig({ PORT: '3400', PUBLIC_URL: 'https://exhale.example' })
    expect(config.localUse).toBe(false)
    expect(siteOrigins(config)).toEqual(['https://exhale.example'])
  })
})
