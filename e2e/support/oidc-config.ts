// The local OIDC provider of the e2e run (e2e/support/oidc-mock.ts), shared by the Playwright
// config (which starts it and points the app at it) and the popup tests.
export const oidcMockPort = Number(process.env.E2E_OIDC_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 90)
export const oidcMockUrl = `http://localhost:${oidcMockPort}`
export const OIDC_MOCK_NAME = 'Mock ID'
export const oidcAppEnv = {
  OIDC_ISSUER: oidcMockUrl,
  OIDC_CLIENT_ID: 'exhale-e2e',
  OIDC_CLIENT_SECRET: 'exhale-e2e-secret',
  OIDC_NAME: OIDC_MOCK_NAME,
}
