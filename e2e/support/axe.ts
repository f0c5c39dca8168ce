import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Every WCAG 2.1 A/AA and best-practice finding of axe-core on the page, first nodes named. */
export async function axeFindings(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }))
}
