import { type APIResponse, expect } from '@playwright/test'

function queryEntries(search: string): [string, string][] {
  return [...new URLSearchParams(search).entries()]
}

/**
 * Asserts a redirect's status and that its Location (absolute or relative) is exactly this
 * same-site path with the same query parameters. Next re-serializes the query before the proxy
 * sees it (a space arrives as '+' instead of '%20'), so parameters are compared decoded, in order.
 */
export function expectRedirect(response: APIResponse, status: number, pathAndQuery: string, what = '') {
  expect.soft(response.status(), `${what} status`).toBe(status)
  const location = response.headers().location
  expect.soft(location, `${what} Location`).toBeDefined()
  if (!location) return
  const target = new URL(location, response.url())
  const expected = new URL(pathAndQuery, response.url())
  expect.soft(target.origin, `${what} stays on the site`).toBe(expected.origin)
  expect.soft(target.pathname, `${what} Location path`).toBe(expected.pathname)
  expect.soft(queryEntries(target.search), `${what} Location query`).toEqual(queryEntries(expected.search))
}
