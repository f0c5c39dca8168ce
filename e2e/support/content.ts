// Settings the Playwright web server starts with (playwright.config.ts) that content tests use.

/** A copy of content/ the server reads, so the revalidation test can publish a change. */
export const e2eContentDir = '.tmp/e2e/content'
/** The shared secret of POST /api/content/revalidate in the tests. */
export const e2eWebhookSecret = 'e2e-content-webhook-secret'
