import { defineConfig, devices } from '@playwright/test'
import { browserSwitches } from './e2e/support/browser-switches'
import { e2eContentDir } from './e2e/support/content'
import { oidcMockPort, oidcMockUrl } from './e2e/support/oidc-config'
import { e2eDataDir, e2ePort, e2eServerEnv } from './e2e/support/server-env'
import { CHROMIUM_PATH } from './scripts/lib/chromium'

// Browser and HTTP tests against the production build, started the way `npm start` starts it
// but isolated: its own port and an empty DATA_DIR per run (the embedded PostgreSQL included).
const ci = Boolean(process.env.CI)
const port = e2ePort()
const baseURL = `http://localhost:${port}`

export default defineConfig({
  testDir: 'e2e',
  // Marks the build as served (e2e/support/served-build.ts).
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: ci,
  // One retry in CI: a test that passes on retry is reported as flaky (JSON stats.flaky), not hidden.
  retries: ci ? 1 : 0,
  // The machines have two cores; the app under test shares them.
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.tmp/e2e-results.json' }]],
  outputDir: '.tmp/e2e/test-results',
  use: {
    baseURL,
    // A trace records every action's DOM and screen: about a tenth of the suite's time on two
    // cores, thrown away for every test that passes. In CI a failing test is retried, and the
    // retry records one; locally (no retries) a failure keeps its own.
    trace: ci ? 'on-first-retry' : 'retain-on-failure',
    // The service worker precaches every script file and eighteen pages in each new browser
    // context: on two cores that background work slowed every other test and kept 'networkidle'
    // from coming. The tests of offline pages, precaching and push allow it (test.use).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Debian's Chromium; Playwright never downloads a browser here. Its switches:
        // e2e/support/browser-switches.ts (decision 085).
        launchOptions: { executablePath: CHROMIUM_PATH, args: browserSwitches },
      },
    },
  ],
  webServer: [
    {
      // The local OpenID Connect provider of the popup sign-in tests (e2e/auth-popup.spec.ts).
      command: `npx tsx e2e/support/oidc-mock.ts ${oidcMockPort}`,
      url: `${oidcMockUrl}/.well-known/openid-configuration`,
      reuseExistingServer: !ci,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // Playwright starts plugins before globalSetup, so the data directory is reset here.
      command: `npx tsx e2e/support/reset-data-dir.ts ${e2eDataDir} ${e2eContentDir} && npm start`,
      url: `${baseURL}/readyz`,
      reuseExistingServer: !ci,
      // The first start builds the site: a few minutes on two cores.
      timeout: 8 * 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      // SIGTERM lets the app drain and stop its PostgreSQL; SIGKILL would leave it running.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      // Shared with `npm run build:e2e`, which builds with the same settings.
      env: e2eServerEnv(port),
    },
  ],
})
