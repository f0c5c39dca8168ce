// The environment of the Playwright web server (playwright.config.ts), shared with
// `npm run build:e2e`, which builds with the same settings so that start finds the build fresh.
import { e2eContentDir, e2eWebhookSecret } from './content'
import { oidcAppEnv } from './oidc-config'

export const e2eDataDir = '.tmp/e2e/data'

export function e2ePort(): number {
  return Number(process.env.E2E_PORT ?? 3100)
}

export function e2eServerEnv(port: number): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: e2eDataDir,
    CONTENT_DIR: e2eContentDir,
    CONTENT_WEBHOOK_SECRET: e2eWebhookSecret,
    // Always the embedded server in its own directory, whatever the shell has set.
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    E2E_TEST_ROUTES: '1',
    // Webhooks are configured, so tests see them refuse what is unsigned (not "not configured").
    PURCHASES_WEBHOOK_SECRET: 'e2e-purchases-webhook-secret-0123456789abcdef',
    // The tests stand in for the reverse proxy: each test's own client address (X-Forwarded-For,
    // e2e/auth-helpers.ts) keeps the per-address rate limits of one test from another's.
    TRUSTED_PROXIES: '127.0.0.1,::1',
    // The local OIDC provider of the popup tests (started by playwright.config.ts).
    ...oidcAppEnv,
    ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
  }
}
