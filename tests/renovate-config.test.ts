import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

// renovate.json as decision 035 sets it up: weekly, patches grouped, auth and framework packages
// flagged for a person's review. (Renovate's own validator ran on it once: decision 035.)
const config = JSON.parse(fs.readFileSync('renovate.json', 'utf8')) as {
  schedule: string[]
  packageRules: {
    matchUpdateTypes?: string[]
    matchPackageNames?: string[]
    groupName?: string
    labels?: string[]
  }[]
}

describe('renovate.json', () => {
  it('runs weekly and groups patch releases', () => {
    expect(config.schedule).toEqual(['before 6am on monday'])
    expect(
      config.packageRules.find((rule) => rule.matchUpdateTypes?.includes('patch'))?.groupName,
    ).toBeTruthy()
  })

  it('flags every auth and framework package the site runs for review', () => {
    const flagged = config.packageRules.find((rule) => rule.labels?.includes('needs-review'))
    const packageJson = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>
    }
    for (const name of ['better-auth', 'next', 'next-intl', 'react', 'drizzle-orm', 'nodemailer']) {
      expect(packageJson.dependencies).toHaveProperty(name)
      expect(flagged?.matchPackageNames).toContain(name)
    }
    expect(flagged?.matchPackageNames).toContain('@better-auth/**')
  })
})
