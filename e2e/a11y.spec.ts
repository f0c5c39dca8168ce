import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from './support/fixtures'
import { encodedPath, locales, staticRoutes, type TLocale } from './support/routes'

// axe-core on every public page in English and one other locale (Russian: another script, and
// long words), a post, plus the 404 page: no serious or critical violations of WCAG 2.1 A/AA, and
// no landmark-unique or heading-order findings at all.
const checkedLocales: TLocale[] = ['en', 'ru']
const pages = [
  ...staticRoutes.map((route) => route.path),
  '/posts/money-saved',
  '/posts/a11y-page-that-does-not-exist',
]
// Moderate by axe's grading, but what people on screen readers trip over: one landmark per name
// (the home page once had two "Newsletter" regions) and headings that never skip a level (posts).
const ALWAYS_BLOCKING = new Set(['landmark-unique', 'heading-order'])

/** No serious or critical violations of WCAG 2.1 A/AA (and axe's best practices) on the page at url. */
async function expectNoBlockingViolations(page: Page, url: string) {
  await page.goto(url)
  await expect(page.locator('h1').first()).toBeVisible()
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  const blocking = results.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' ||
        violation.impact === 'critical' ||
        ALWAYS_BLOCKING.has(violation.id),
    )
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }))
  expect(blocking, `${decodeURI(url)}: ${JSON.stringify(blocking, null, 2)}`).toEqual([])
}

for (const locale of checkedLocales) {
  test.describe(`accessibility in ${locale}`, () => {
    for (const path of pages) {
      const url = encodedPath(locale, path)
      test(`${decodeURI(url)} has no serious or critical axe violations`, async ({ page }) => {
        await expectNoBlockingViolations(page, url)
      })
    }
  })
}

// The page people land on in the other seven languages too: its text, and so its headings, lists
// and link names, differs per locale. (Home only: every page in all nine took a fifth of the
// suite's time on two cores, and the pages share their structure across locales.)
for (const locale of locales.filter((l) => !checkedLocales.includes(l))) {
  test(`home in ${locale} has no serious or critical axe violations`, async ({ page }) => {
    await expectNoBlockingViolations(page, encodedPath(locale, '/'))
  })
}

// On a phone (390 px) with every rule axe has, the experimental ones included: nothing at all,
// whatever its impact. `label-content-name-mismatch` (WCAG 2.5.3, Label in Name) is one of them:
// the header's language button reads "EN" there, so its name must contain "EN" for a person who
// says "click EN" to voice control.
test.describe('at 390 px with all of axe’s rules', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  const experimental = [
    'css-orientation-lock',
    'focus-order-semantics',
    'hidden-content',
    'label-content-name-mismatch',
    'p-as-heading',
    'table-fake-caption',
    'td-has-header',
  ]
  for (const path of ['/', '/login', '/help']) {
    test(`${path} has no axe findings`, async ({ page }) => {
      // Every rule on a whole page takes axe a while on two busy cores.
      test.setTimeout(180_000)
      await page.goto(path)
      await expect(page.locator('h1').first()).toBeVisible()
      const results = await new AxeBuilder({ page })
        .options({ rules: Object.fromEntries(experimental.map((rule) => [rule, { enabled: true }])) })
        .analyze()
      const findings = results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }))
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([])
    })
  }
})
