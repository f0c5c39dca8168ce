import { allAxeFindings, axeFindings, blockingFindings } from './support/axe'
import { expect, type Page, test } from './support/fixtures'
import { messages } from './support/messages'
import { withDatabase } from './support/outbox'
import { createQuitPlan } from './support/programme'
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
  const blocking = blockingFindings(await axeFindings(page), ALWAYS_BLOCKING)
  expect(blocking, `${decodeURI(url)}: ${JSON.stringify(blocking, null, 2)}`).toEqual([])
}

for (const locale of checkedLocales) {
  test.describe(`accessibility in ${locale}`, () => {
    for (const path of pages) {
      const url = encodedPath(locale, path)
      test(`${decodeURI(url)} has no serious or critical axe violations`, async ({ visitor }) => {
        await expectNoBlockingViolations(visitor, url)
      })
    }
  })
}

// The page people land on in the other seven languages too: its text, and so its headings, lists
// and link names, differs per locale. (Home only: every page in all nine took a fifth of the
// suite's time on two cores, and the pages share their structure across locales.)
for (const locale of locales.filter((l) => !checkedLocales.includes(l))) {
  test(`home in ${locale} has no serious or critical axe violations`, async ({ visitor }) => {
    await expectNoBlockingViolations(visitor, encodedPath(locale, '/'))
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
      const findings = await allAxeFindings(page, experimental)
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([])
    })
  }

  // The longest page a person has: plan, check-in, charts with their tables, cravings, survey
  // history. A month of check-ins and cravings go straight into the database.
  test('signed-in /progress of a month-old programme has no axe findings', async ({ page, signIn }) => {
    test.setTimeout(180_000)
    const account = await signIn({ name: 'Phone Person' })
    const surveys = messages.en.surveys
    await page.goto('/survey/motivation')
    await page.getByRole('radio', { name: surveys.motivation.v1.readiness.level4 }).check()
    await page.getByRole('button', { name: surveys.form.submit }).click()
    await expect(page.getByText(surveys.form.savedToAccount)).toBeVisible()
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)
    await createQuitPlan(page, monthAgo)
    await expect(page.getByRole('heading', { name: messages.en.companion.checkIn.heading })).toBeVisible()
    await withDatabase(async (client) => {
      const { rows } = await client.query<{ id: string }>('select id from users where email = $1', [
        account.email,
      ])
      const userId = rows[0]!.id
      await client.query(
        `insert into daily_check_in (user_id, day, smoke_free, cigarettes_smoked, mood, craving_level)
         select $1, current_date - i, i % 5 <> 3, case when i % 5 = 3 then 2 else 0 end, 1 + i % 5, i % 11
         from generate_series(1, 29) i`,
        [userId],
      )
      await client.query(
        `insert into craving_log (user_id, intensity, trigger, logged_at)
         select $1, 1 + i % 5, (array['coffee','stress','meal','alcohol'])[1 + i % 4], now() - i * interval '36 hours'
         from generate_series(1, 20) i`,
        [userId],
      )
    })
    await page.goto('/progress')
    await expect(page.locator('h1').first()).toBeVisible()
    const findings = await allAxeFindings(page, experimental)
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([])
  })
})
