import { type BrowserContext, test as base, expect, type Page } from '@playwright/test'
import { assignOwnClientAddress } from '../auth-helpers'
import { signInNewAccount, type TAccountOptions, type TTestAccount } from './accounts'

export * from '@playwright/test'
export type { TAccountOptions, TTestAccount } from './accounts'

declare global {
  interface Window {
    __exhaleCspViolation?: (text: string) => void
  }
}

/** Collects the context's Content-Security-Policy violations into `seen`. */
async function reportCspViolations(context: BrowserContext, seen: string[]) {
  await context.exposeBinding('__exhaleCspViolation', (_source, text: string) => {
    seen.push(text)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__exhaleCspViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sample})`,
      )
    })
  })
}

/**
 * Fails the test on any violation but zod's one-time `new Function('')` probe (it catches the
 * refusal and parses without compiling), reported as a blocked eval; the head script asks zod to
 * skip it, but a chunk can run first. Any other eval that mattered would break the page.
 */
function expectNoCspViolations(seen: string[]) {
  const relevant = seen.filter((text) => !/^script-src blocked eval on /.test(text))
  expect(relevant, 'Content-Security-Policy violations in the browser').toEqual([])
}

/** The site's storage in the browser (what a new context would not have); the HTTP cache stays. */
async function clearSiteStorage(page: Page) {
  const origin = new URL(String(test.info().project.use.baseURL ?? '')).origin
  const session = await page.context().newCDPSession(page)
  await session.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'local_storage,session_storage,indexeddb,cache_storage,service_workers',
  })
  await session.detach()
}

/**
 * Where the shared tab waits between tests: a document of the site without scripts. Leaving the
 * site for `about:blank` and coming back cost Chromium a new renderer process each way, about a
 * CPU-second per test, more than the test's own page (decision 084).
 */
const RESTING_PAGE = '/robots.txt'

type TVisitorTab = { context: BrowserContext; page: Page; seen: string[] }

type TTestFixtures = {
  cspViolations: string[]
  /**
   * An anonymous visitor's tab, shared by the tests of a worker that only open pages and read
   * them (`visitor.goto(…)` first): a new tab costs Chromium about a second of CPU and starts
   * with a cold cache, a third of such a test's time on two cores (decision 084). Before each
   * test its cookies and the site's storage are cleared and its context gets a client address of
   * its own; its listeners go after the test. A test that changes the tab or its context otherwise
   * (routes, init scripts, clock, permissions, viewport, offline, other tabs, `test.use` options)
   * or needs a cold HTTP cache uses its own `page`.
   */
  visitor: Page
  /**
   * Creates an account and signs the test's browser context in with it, over the auth API: no
   * sign-in page is opened (e2e/support/accounts.ts). For the tests that are not about signing in.
   */
  signIn: (options?: TAccountOptions) => Promise<TTestAccount>
}

/**
 * Playwright's `test` for our specs: every browser context of a test reports Content-Security-
 * Policy violations (the `securitypolicyviolation` event), and a test with any fails (decision 036:
 * the policy allows no inline script we did not hash, and nothing may quietly break under it).
 */
export const test = base.extend<TTestFixtures, { visitorTab: TVisitorTab }>({
  visitorTab: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, serviceWorkers, locale } =
        workerInfo.project.use
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        serviceWorkers,
        locale,
      })
      const seen: string[] = []
      await reportCspViolations(context, seen)
      const page = await context.newPage()
      await use({ context, page, seen })
      await context.close()
    },
    { scope: 'worker' },
  ],
  visitor: async ({ visitorTab }, use) => {
    const { context, seen } = visitorTab
    // A test that closed the tab (or crashed it) leaves the next one a new tab.
    if (visitorTab.page.isClosed()) visitorTab.page = await context.newPage()
    const { page } = visitorTab
    const resting = new URL(RESTING_PAGE, String(test.info().project.use.baseURL ?? '')).href
    if (page.url() !== resting) await page.goto(resting)
    await context.clearCookies()
    await clearSiteStorage(page)
    // Its own client address, as every test's context gets (the rate limits count per address).
    await assignOwnClientAddress(context)
    seen.length = 0
    await use(page)
    page.removeAllListeners()
    // A page left open keeps running its scripts (polls, animations) on the cores the worker's
    // other tests need.
    if (!page.isClosed()) await page.goto(resting)
    expectNoCspViolations(seen)
  },
  cspViolations: [
    async ({ context }, use) => {
      const seen: string[] = []
      await reportCspViolations(context, seen)
      await use(seen)
      expectNoCspViolations(seen)
    },
    { auto: true },
  ],
  signIn: async ({ context }, use) => {
    await use((options) => signInNewAccount(context, options))
  },
})
