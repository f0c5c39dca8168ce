import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BUILD_ENV_KEY, buildEnvFingerprint } from '@/lib/build-env'
import { isBuildStale } from './build'

const roots: string[] = []
afterEach(() => {
  vi.unstubAllEnvs()
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

/** A checkout with nothing but a build made with `env` (its sources are all older). */
function builtWith(env: Record<string, string | undefined>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'exhale-build-'))
  roots.push(root)
  fs.mkdirSync(path.join(root, '.next'))
  fs.writeFileSync(path.join(root, '.next', 'BUILD_ID'), 'test-build')
  fs.writeFileSync(
    path.join(root, '.next', 'required-server-files.json'),
    JSON.stringify({ config: { env: { [BUILD_ENV_KEY]: buildEnvFingerprint(env) } } }),
  )
  return root
}

describe('isBuildStale', () => {
  it('keeps a build made with the same PUBLIC_URL, content and imprint settings', () => {
    vi.stubEnv('NEXT_DIST_DIR', '')
    vi.stubEnv('PUBLIC_URL', 'https://exhale.example')
    vi.stubEnv('IMPRINT_NAME', 'Exhale e.V.')
    const root = builtWith({ PUBLIC_URL: 'https://exhale.example', IMPRINT_NAME: 'Exhale e.V.' })
    expect(isBuildStale(root)).toBe(false)
  })

  it('rebuilds when a baked-in setting changed, unless told to reuse the build', () => {
    vi.stubEnv('NEXT_DIST_DIR', '')
    vi.stubEnv('PUBLIC_URL', 'https://new.exhale.example')
    const root = builtWith({ PUBLIC_URL: 'https://exhale.example' })
    expect(isBuildStale(root)).toBe(true)
    expect(isBuildStale(root, { environment: false })).toBe(false)
    vi.stubEnv('EXHALE_REUSE_BUILD', '1')
    expect(isBuildStale(root)).toBe(false)
  })

  it('compares only sources when .env files feed next build settings this process cannot see', () => {
    vi.stubEnv('NEXT_DIST_DIR', '')
    vi.stubEnv('PUBLIC_URL', 'https://new.exhale.example')
    const root = builtWith({ PUBLIC_URL: 'https://exhale.example' })
    fs.writeFileSync(path.join(root, '.env'), 'PUBLIC_URL=https://exhale.example\n')
    expect(isBuildStale(root)).toBe(false)
  })

  it('rebuilds without a build, or with a source newer than it', () => {
    vi.stubEnv('NEXT_DIST_DIR', '')
    const root = builtWith(process.env)
    fs.mkdirSync(path.join(root, 'app'))
    const later = new Date(Date.now() + 60_000)
    fs.writeFileSync(path.join(root, 'app', 'page.tsx'), '')
    fs.utimesSync(path.join(root, 'app', 'page.tsx'), later, later)
    expect(isBuildStale(root)).toBe(true)
    fs.rmSync(path.join(root, '.next'), { recursive: true })
    expect(isBuildStale(root)).toBe(true)
  })
})

describe('buildEnvFingerprint without PUBLIC_URL (local use)', () => {
  it('follows PORT: a start on another port rebuilds with that port in its canonical URLs', () => {
    expect(buildEnvFingerprint({ PORT: '3400' })).not.toBe(buildEnvFingerprint({ PORT: '3000' }))
    expect(buildEnvFingerprint({})).toBe(buildEnvFingerprint({ PUBLIC_URL: 'http://localhost:3000' }))
    expect(buildEnvFingerprint({ PORT: '3400', HOST: '0.0.0.0' })).toBe(
      buildEnvFingerprint({ PUBLIC_URL: 'http://localhost:3400' }),
    )
  })
})
