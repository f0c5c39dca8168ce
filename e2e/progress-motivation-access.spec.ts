import { createTranslator } from 'use-intl/core'
import { TEST_NOW_HEADER } from '@/lib/test-now-header'
import { axeFindings } from './support/axe'
import { expect, type Page, test } from './support/fixtures'
import { messages } from './support/messages'
import { createCutDownPlan } from './support/programme'
import { encodedPath, type TLocale } from './support/routes'

// The progress page with its motivation parts (a savings goal, badges, the cut-down plan): axe at
// phone and desktop width in three locales, signed in, and the new forms without JavaScript.
// The server's clock is moved per request (x-e2e-now, decision 064).
const NOW = '2026-11-25T10:30:00.000Z'
test.use({ timezoneId: 'Europe/Berlin', extraHTTPHeaders: { [TEST_NOW_HEADER]: NOW } })
test.describe.configure({ timeout: 120_000 })

function translators(locale: TLocale) {
  return {
    companion: createTranslator({ locale, messages: messages[locale], namespace: 'companion' }),
    goals: createTranslator({ locale, messages: messages[locale], namespace: 'savingsGoals' }),
    badges: createTranslator({ locale, messages: messages[locale], namespace: 'badges' }),
  }
}

/** A plan that started 24 days ago (four badges earned) and a savings goal, through the page's forms. */
async function planWithGoal(page: Page, locale: TLocale) {
  const { companion, goals } = translators(locale)
  await page.goto(encodedPath(locale, '/progress'))
  const main = page.getByRole('main')
  await main.getByLabel(companion('plan.quitDate')).fill('2026-11-01')
  await main.getByLabel(companion('plan.cigarettesPerDay')).fill('15')
  await main.getByLabel(companion('plan.packPrice')).fill('8.00')
  await main.getByLabel(companion('plan.currency')).selectOption('EUR')
  await main.getByRole('button', { name: companion('plan.create') }).click()
  const section = main.getByRole('region', { name: goals('heading') })
  await section.getByLabel(goals('form.name')).fill('Bicycle')
  await section.getByLabel(goals('form.price', { currency: 'EUR' })).fill('400')
  await section.getByRole('button', { name: goals('form.submit') }).click()
  await expect(
    section.getByRole('heading', { name: goals('active.heading', { name: 'Bicycle' }) }),
  ).toBeVisible()
}

for (const locale of ['en', 'de', 'ru'] as TLocale[]) {
  test(`axe finds nothing on /progress with a goal and badges at 390 and 1280 px, signed in (${locale})`, async ({
    page,
    signIn,
  }) => {
    await signIn({ name: 'Axe Motivation', locale })
    await planWithGoal(page, locale)
    const { badges } = translators(locale)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(encodedPath(locale, '/progress'))
      await expect(page.getByRole('main').getByRole('region', { name: badges('heading') })).toBeVisible()
      const found = await axeFindings(page)
      expect(found, `/progress (${locale}) at ${width}px: ${JSON.stringify(found, null, 2)}`).toEqual([])
      // One column on a phone: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    }
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a savings goal is set and removed with plain forms', async ({ page, signIn }) => {
    await signIn({ name: 'Plain Saver' })
    await planWithGoal(page, 'en')
    const { goals } = translators('en')
    const section = page.getByRole('main').getByRole('region', { name: goals('heading') })
    // 24 days at 15 cigarettes of €0.40.
    await expect(
      section.getByText(goals('active.kept', { kept: '€144.00', price: '€400.00', percent: '36%' })),
    ).toBeVisible()
    await section.getByRole('button', { name: goals('remove', { name: 'Bicycle' }) }).click()
    await expect(
      section.getByRole('heading', { name: goals('active.heading', { name: 'Bicycle' }) }),
    ).toHaveCount(0)
    await expect(section.getByRole('button', { name: goals('form.submit') })).toBeVisible()
  })

  test('a cut-down plan is made and its day recorded with plain forms', async ({ page, signIn }) => {
    await signIn({ name: 'Plain Cutter' })
    const { companion } = translators('en')
    await createCutDownPlan(page, '2026-12-05')
    const main = page.getByRole('main')
    // From 20 a day to none on 5 December, ten days: 18 on the first.
    const cutDown = main.getByRole('region', { name: companion('cutDown.heading'), exact: true })
    await expect(cutDown).toContainText(companion('cutDown.target', { count: 18 }))
    const checkIn = main.getByRole('region', { name: companion('checkIn.heading') })
    await checkIn.getByLabel(companion('checkIn.smoked')).check()
    await checkIn.getByLabel(companion('checkIn.cigarettes')).fill('12')
    await checkIn.getByRole('button', { name: /check-in/i }).click()
    const days = main.getByRole('region', { name: companion('cutDown.daysHeading') })
    await expect(days.getByRole('row', { name: /Nov 25, 2026/ })).toContainText(
      companion('cutDown.result.under', { count: 6 }),
    )
  })
})
