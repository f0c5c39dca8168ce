import { createTranslator } from 'use-intl/core'
import type { TLocale } from '@/i18n/locales'
import { signInNewAccount } from './support/accounts'
import { type BrowserContext, expect, type Page, test } from './support/fixtures'
import { messages } from './support/messages'

// Decision 024: the plan, the counters, milestones, the Russian format, check-ins
// on two local days, a same-day edit, a slip and a new quit date.
//
// Two local days without moving the server's clock: the same instant is always exactly one
// calendar day apart in UTC−12 and UTC+12, and the check-in takes its day from the browser's zone.
const BEHIND = 'Etc/GMT+12' // UTC−12
const AHEAD = 'Etc/GMT-12' // UTC+12

const t = (locale: TLocale) =>
  createTranslator({ locale, messages: messages[locale], namespace: 'companion' })
const en = t('en')

async function browserToday(page: Page, offsetDays = 0): Promise<string> {
  return page.evaluate((days) => {
    const date = new Date(Date.now() + days * 86_400_000)
    return date.toLocaleDateString('en-CA') // YYYY-MM-DD in the browser's zone
  }, offsetDays)
}

async function checkIn(page: Page, status: 'smoke-free' | 'smoked', cigarettes?: number) {
  const main = page.getByRole('main')
  const form = main.getByRole('group', { name: en('checkIn.question') })
  await form.getByLabel(status === 'smoke-free' ? en('checkIn.yes') : en('checkIn.smoked')).check()
  if (cigarettes) await form.getByLabel(en('checkIn.cigarettes')).fill(String(cigarettes))
  const submit = main.getByRole('button', { name: /check-in/i })
  await submit.click()
}

function counters(page: Page) {
  return page.getByRole('main').getByRole('region', { name: en('counters.heading') })
}

test('a plan from 10 days ago counts days, money and milestones; Russian formats; check-ins on two local days with a slip and a fresh start', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const behind: BrowserContext = await browser.newContext({ timezoneId: BEHIND })
  const page = await behind.newPage()

  // The progress page of a new person starts with the plan.
  await signInNewAccount(behind, { name: 'Progress Person' })
  await page.goto('/progress')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: en('empty.heading') })).toBeVisible()

  const quitDate = await browserToday(page, -10)
  await main.getByLabel(en('plan.quitDate')).fill(quitDate)
  await main.getByLabel(en('plan.cigarettesPerDay')).fill('20')
  await main.getByLabel(en('plan.packPrice')).fill('8.00')
  await main.getByLabel(en('plan.currency')).selectOption('EUR')
  await main.getByLabel(en('plan.reason', { number: 1 })).fill('Climb stairs without stopping')
  await main.getByRole('button', { name: en('plan.create') }).click()

  // 10 days × 20 cigarettes × €8.00 / 20 = €80.00, 200 cigarettes not smoked.
  await expect(counters(page).getByText(en('counters.days', { count: 10 }), { exact: true })).toBeVisible()
  await expect(counters(page).getByText('€80.00', { exact: true })).toBeVisible()
  await expect(counters(page).getByText('200', { exact: true })).toBeVisible()
  await expect(main.getByText('Climb stairs without stopping')).toBeVisible()
  const milestones = main.getByRole('region', { name: en('milestones.heading') }).getByRole('listitem')
  await expect(milestones.filter({ hasText: messages.en.certificates.milestones.breathing })).toContainText(
    'Reached on',
  )
  await expect(milestones.filter({ hasText: messages.en.certificates.milestones.circulation })).toContainText(
    'in 4 days',
  )

  // The same plan in Russian: numbers and currency in Russian format.
  await page.goto('/ru/progress')
  const ru = t('ru')
  const ruMoney = new Intl.NumberFormat('ru', { style: 'currency', currency: 'EUR' }).format(80)
  await expect(
    page.getByRole('main').getByText(ru('counters.days', { count: 10 }), { exact: true }),
  ).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('definition').getByText(ruMoney, { exact: true }),
  ).toBeVisible()
  await page.goto('/progress')

  // Day D (UTC−12): smoke-free, then edited the same day to a slip: still one check-in.
  await checkIn(page, 'smoke-free')
  await expect(main.getByRole('status')).toHaveText(en('checkIn.savedSmokeFree'))
  await expect(counters(page)).toContainText(en('counters.streak', { count: 1 }))
  await checkIn(page, 'smoked', 2)
  await expect(main.getByRole('status')).toHaveText(en('checkIn.edited'))
  await expect(counters(page)).toContainText(en('counters.streak', { count: 0 }))
  await expect(counters(page)).toContainText(en('counters.slips', { count: 1 }))
  await expect(main.getByRole('heading', { name: en('slip.heading') })).toBeVisible()
  // 200 − 2 cigarettes of the slip.
  await expect(counters(page).getByText('198', { exact: true })).toBeVisible()

  // A fresh start tomorrow: the counters turn into a countdown.
  const tomorrow = await browserToday(page, 1)
  await main.getByLabel(en('slip.newDate')).fill(tomorrow)
  await main.getByRole('button', { name: en('slip.newDateSubmit') }).click()
  await expect(main.getByRole('heading', { name: en('countdown.heading', { count: 1 }) })).toBeVisible()
  const cookies = await behind.cookies()

  // Day D+1 (UTC+12) is the new quit day: a smoke-free check-in starts a streak; the slip of
  // day D stays in the check-in chart's data.
  await behind.close()
  const ahead = await browser.newContext({ timezoneId: AHEAD })
  await ahead.addCookies(cookies)
  const next = await ahead.newPage()
  await next.goto('/progress')
  // The page stores the browser's zone and renders the quit day.
  await expect(counters(next).getByText(en('counters.days', { count: 0 }), { exact: true })).toBeVisible()
  await checkIn(next, 'smoke-free')
  await expect(next.getByRole('main').getByRole('status')).toHaveText(en('checkIn.savedSmokeFree'))
  await expect(counters(next)).toContainText(en('counters.streak', { count: 1 }))
  const chartData = next.getByRole('main').getByRole('table', { name: en('charts.checkInsHeading') })
  await expect(chartData.getByRole('row')).toHaveCount(3) // header, day D's slip, day D+1
  await expect(chartData).toContainText(en('charts.statusSlip', { count: 2 }))
  await expect(chartData).toContainText(en('charts.statusSmokeFree'))
  await ahead.close()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the plan and the check-in post as plain forms', async ({ page, signIn }) => {
    await signIn({ name: 'Progress Without Script' })
    await page.goto('/progress')
    const main = page.getByRole('main')
    await main.getByLabel(en('plan.quitDate')).fill('2026-01-01')
    await main.getByLabel(en('plan.cigarettesPerDay')).fill('12')
    await main.getByLabel(en('plan.packPrice')).fill('9.00')
    await main.getByRole('button', { name: en('plan.create') }).click()
    await expect(counters(page)).toBeVisible()

    // No browser zone without JavaScript: the stored zone decides the day.
    await main.getByLabel(en('checkIn.yes')).check()
    await main.getByRole('button', { name: en('checkIn.save') }).click()
    await expect(main.getByText(en('checkIn.doneSmokeFree'))).toBeVisible()
    await expect(counters(page)).toContainText(en('counters.streak', { count: 1 }))
  })
})
