import 'server-only'
import { headers } from 'next/headers'
import { TEST_NOW_HEADER } from './test-now-header'

export { TEST_NOW_HEADER }

/** True when the server runs for the browser tests (set by the Playwright config only). */
export function areTestRoutesEnabled(): boolean {
  return process.env.E2E_TEST_ROUTES === '1'
}

/**
 * "Now" for this request: the real time, or, only on a server started for the browser tests
 * (E2E_TEST_ROUTES=1), the instant the test sends in `x-e2e-now`, so a test sees tomorrow's
 * mission without waiting a day (decision 064). Only for dynamic pages and actions: it reads the
 * request's headers.
 */
export async function getRequestNow(): Promise<Date> {
  if (!areTestRoutesEnabled()) return new Date()
  const value = (await headers()).get(TEST_NOW_HEADER)
  const instant = value ? new Date(value) : null
  return instant && !Number.isNaN(instant.getTime()) ? instant : new Date()
}
