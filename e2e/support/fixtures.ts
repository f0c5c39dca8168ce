import { test as base, expect } from '@playwright/test'
import { signInNewAccount, type TAccountOptions, type TTestAccount } from './accounts'

export * from '@playwright/test'
export type { TAccountOptions, TTestAccount } from './accounts'

declare global {
  interface Window {
    __exhaleCspViolation?: (text: string) => void
  }
}

/**
 * Playwright's `test` for our specs: every browser context of a test reports Content-Security-
 * Policy violations (the `securitypolicyviolation` event), and a test with any fails (decision 036:
 * the policy allows no inline script we did not hash, and nothing may quietly break under it).
 */
export const test = base.extend<{
  cspViolations: string[]
  /**
   * Creates an account and signs the test's browser context in with it, over the auth API: no
   * sign-in page is opened (e2e/support/accounts.ts). For the tests that are not about signing in.
   */
  signIn: (options?: TAccountOptions) => Promise<TTestAccount>
}>({
  cspViolations: [
    async ({ context }, use) => {
      const seen: string[] = []
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
      await use(seen)
      // Zod's one-time `new Function('')` probe (it catches the refusal and parses without
      // compiling) is reported as a blocked eval; the head script asks zod to skip it, but a chunk
      // can run first. Any other eval that mattered would break the page, which the tests see.
      const relevant = seen.filter((text) => !/^script-src blocked eval on /.test(text))
      expect(relevant, 'Content-Security-Policy violations in the browser').toEqual([])
    },
    { auto: true },
  ],
  signIn: async ({ context }, use) => {
    await use((options) => signInNewAccount(context, options))
  },
})
