import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type * as Axe from 'axe-core'

// axe-core itself, run inside the page. @axe-core/playwright's builder also opens a blank page
// per check to merge the results of frames (our pages have none) and injects the unminified
// source: 4–5 s per check on an idle two-core machine against 1–2 s this way, and about
// eighty checks in the suite.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** WCAG 2.1 A and AA, and axe's best practices. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

export type TAxeFinding = { rule: string; impact: Axe.ImpactValue | undefined; help: string; nodes: string[] }

async function runAxe(page: Page, options: Axe.RunOptions): Promise<TAxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(axeSource)
  return page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as { axe: typeof Axe }
    // Only violations are read: axe then skips gathering the nodes of passed and inapplicable rules.
    const results = await axe.run(document, { ...runOptions, resultTypes: ['violations'] })
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? undefined,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }))
  }, options)
}

/** Every WCAG 2.1 A/AA and best-practice finding of axe-core on the page, first nodes named. */
export function axeFindings(page: Page): Promise<TAxeFinding[]> {
  return runAxe(page, { runOnly: { type: 'tag', values: WCAG_TAGS } })
}

/** Every finding of every rule axe-core has, the named experimental ones switched on too. */
export function allAxeFindings(page: Page, experimental: readonly string[]): Promise<TAxeFinding[]> {
  return runAxe(page, { rules: Object.fromEntries(experimental.map((rule) => [rule, { enabled: true }])) })
}

/** Serious and critical findings, and those of the rules named in `always` whatever their impact. */
export function blockingFindings(findings: TAxeFinding[], always: ReadonlySet<string> = new Set()) {
  return findings.filter(
    (finding) => finding.impact === 'serious' || finding.impact === 'critical' || always.has(finding.rule),
  )
}
