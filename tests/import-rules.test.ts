import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

// The layering rules of .dependency-cruiser.cjs (docs/ARCHITECTURE.md) on a small tree with
// deliberate mistakes: proves the rules that `npm run lint` runs are active.
const root = process.cwd()
const fixture = path.join(root, 'tests/fixtures/import-rules')

async function cruiseFixture(): Promise<string> {
  const run = promisify(execFile)
  const bin = path.join(root, 'node_modules/.bin/depcruise')
  const config = path.join(root, '.dependency-cruiser.cjs')
  try {
    await run(bin, ['modules', 'lib', 'db', 'i18n', '--config', config, '--output-type', 'err'], {
      cwd: fixture,
    })
    return ''
  } catch (error) {
    return String((error as { stdout?: string }).stdout)
  }
}

// One run of dependency-cruiser for both tests.
let report: Promise<string> | undefined
const violations = () => {
  report ??= cruiseFixture()
  return report
}

describe('import rules', () => {
  it('refuse a private cross-feature import, a platform → feature import and an import loop; allow public entries', async () => {
    const report = await violations()
    expect(report).toContain(
      'features-meet-through-public-entries: modules/alpha/uses-private.ts → modules/beta/private.ts',
    )
    expect(report).toContain('platform-never-imports-features: lib/uses-feature.ts → modules/beta/public.ts')
    expect(report).toMatch(/no-import-loop: modules\/alpha\/loop-[ab]\.ts/)
    expect(report).not.toContain('modules/alpha/uses-public.ts')
  }, 60_000)

  it('keep the tiers: the kit imports no feature, only app/ imports the shell, lib/ and i18n/ never db/', async () => {
    const report = await violations()
    expect(report).toContain(
      'kit-never-imports-features: modules/ui/uses-feature.ts → modules/beta/public.ts',
    )
    expect(report).toContain(
      'only-app-imports-the-shell: modules/alpha/uses-shell.ts → modules/site/site-header.ts',
    )
    expect(report).toContain('platform-in-its-order: lib/uses-db.ts → db/client.ts')
    expect(report).toContain('locales-at-the-bottom: i18n/uses-lib.ts → lib/uses-db.ts')
    // The chrome composes features, and features use the kit.
    expect(report).not.toContain('modules/site/site-header.ts →')
    expect(report).not.toContain('modules/alpha/uses-kit.ts')
  }, 60_000)
})
