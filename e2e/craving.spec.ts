import { createTranslator } from 'use-intl/core'
import { expect, type Page, test } from './support/fixtures'
import { holdScripts, recordScripts } from './support/hydration'
import { messages } from './support/messages'

// The breathing exercise with and without reduced motion, a logged
// craving in the progress chart's data, and the page offline after one visit.
const en = createTranslator({ locale: 'en', messages: messages.en, namespace: 'companion' })

async function runFirstBreath(page: Page) {
  await page.clock.install()
  await page.goto('/craving')
  const main = page.getByRole('main')
  await main.getByRole('button', { name: en('craving.breathing.start') }).click()
  const spoken = (phase: 'in' | 'hold' | 'out', seconds: number) =>
    en(`craving.breathing.phase.${phase}`, { seconds, breath: 1, total: 13 })
  await expect(main.getByText(spoken('in', 4))).toBeVisible()
  await page.clock.runFor(4_500)
  await expect(main.getByText(spoken('hold', 4))).toBeVisible()
  await page.clock.runFor(4_000)
  await expect(main.getByText(spoken('out', 6))).toBeVisible()
  // The phase text is in a polite live region for screen readers.
  await expect(main.locator('[aria-live="polite"]')).toHaveText(spoken('out', 6))
  return main.locator('[data-phase]')
}

test('the breathing exercise runs; the circle moves only without reduced motion', async ({ page }) => {
  const circle = await runFirstBreath(page)
  await expect(circle).toHaveAttribute('data-phase', 'out')
  expect(await circle.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('4s')

  await page.emulateMedia({ reducedMotion: 'reduce' })
  const still = await runFirstBreath(page)
  expect(await still.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s')
  // Stopping ends it at once.
  await page.getByRole('button', { name: en('craving.breathing.stop') }).click()
  await expect(page.getByRole('button', { name: en('craving.breathing.start') })).toBeVisible()
})

test('a visitor gets the way to sign in where the log form is, from the first paint', async ({ page }) => {
  await page.goto('/craving')
  const main = page.getByRole('main')
  await expect(main.getByText(en('craving.log.signedOut'))).toBeVisible()
  await expect(main.getByRole('link', { name: en('craving.log.signIn') })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fcraving',
  )
  await expect(main.getByRole('button', { name: en('craving.log.submit') })).toBeHidden()
  await expect(main.getByLabel(en('craving.log.trigger'))).toBeHidden()
})

// The log form is an island (decision 082): its code, which names its server action, loads when
// someone starts using it; a craving sent before it arrived is saved.
test('/craving loads the log form’s code only once it is used; a craving sent before is saved', async ({
  page,
  signIn,
}) => {
  await signIn({ name: 'Early Craving' })
  const scripts = recordScripts(page)
  await page.goto('/craving', { waitUntil: 'networkidle' })
  const formCode = (texts: string[]) => texts.filter((text) => text.includes('"logCravingAction"')).length
  expect(formCode(await scripts())).toBe(0)

  const release = await holdScripts(page)
  const main = page.getByRole('main')
  await main.getByLabel(en('craving.log.intensities.4')).check()
  await main.getByLabel(en('craving.log.trigger')).selectOption('coffee')
  await main.getByRole('button', { name: en('craving.log.submit') }).click()
  release()
  await expect(main.getByRole('status')).toHaveText(en('craving.log.saved'))
  expect(formCode(await scripts())).toBe(1)
})

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  test('a logged craving shows in the progress chart, and /craving renders offline after one visit', async ({
    page,
    context,
    signIn,
  }) => {
    await signIn({ name: 'Craving Person' })
    await page.goto('/progress')
    const main = page.getByRole('main')
    await main.getByLabel(en('plan.quitDate')).fill('2026-01-01')
    await main.getByLabel(en('plan.cigarettesPerDay')).fill('10')
    await main.getByLabel(en('plan.packPrice')).fill('7.50')
    await main.getByRole('button', { name: en('plan.create') }).click()
    await main.getByRole('link', { name: en('cravingLink') }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/craving')

    await main.getByLabel(en('craving.log.intensities.4')).check()
    await main.getByLabel(en('craving.log.trigger')).selectOption('coffee')
    await main.getByRole('button', { name: en('craving.log.submit') }).click()
    await expect(main.getByRole('status')).toHaveText(en('craving.log.saved'))

    await page.goto('/progress')
    const chart = main.getByRole('table', { name: en('charts.cravingsHeading') })
    await expect(chart.getByRole('row')).toHaveCount(2) // header and today with 1
    await expect(chart.getByRole('cell').last()).toHaveText('1')

    // Offline: the visited craving page comes from the service worker's cache.
    await page.goto('/craving')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await page.reload()
    // The worker precaches the page at install under a key with its build's revision query.
    await expect
      .poll(() =>
        page.evaluate(async () => (await caches.match('/craving', { ignoreSearch: true })) !== undefined),
      )
      .toBe(true)
    await context.setOffline(true)
    await page.goto('/craving')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('craving.title'))
    await expect(page.getByRole('button', { name: en('craving.breathing.start') })).toBeVisible()
    await context.setOffline(false)
  })

  // The craving page of every locale is precached when the service worker installs, so the first
  // visit is enough: its worker needs no second page load to have it.
  for (const locale of ['de', 'en'] as const) {
    const path = locale === 'en' ? '/craving' : `/${locale}/craving`
    test(`${path} opened once works offline, with its breathing exercise`, async ({ page, context }) => {
      const t = createTranslator({ locale, messages: messages[locale], namespace: 'companion' })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('craving.title'))
      // The worker is active once its install (the precache) has finished.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready
      })

      await context.setOffline(true)
      await page.goto(path)
      const main = page.getByRole('main')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('craving.title'))
      await main.getByRole('button', { name: t('craving.breathing.start') }).click()
      await expect(main.locator('[aria-live="polite"]')).toHaveText(
        t('craving.breathing.phase.in', { seconds: 4, breath: 1, total: 13 }),
      )
      await context.setOffline(false)
    })
  }
})
