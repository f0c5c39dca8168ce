import { test as base, expect } from '@playwright/test'

export * from '@playwright/test'

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
export const test = base.extend<{ cspViolations: string[] }>({
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
})
