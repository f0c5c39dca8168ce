/**
 * The header the browser tests send to move the server's clock for their own requests
 * (lib/request-clock.ts, decision 064). Kept apart so the Playwright specs can import it.
 */
export const TEST_NOW_HEADER = 'x-e2e-now'
