import { createTranslator } from 'use-intl/core'
import { TEST_NOW_HEADER } from '@/lib/test-now-header'
import { signUpConfirmedInNewContext } from './auth-helpers'
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from './support/fixtures'
import { messages } from './support/messages'
import { listMailsTo } from './support/outbox'
import { createCutDownPlan, createQuitPlan } from './support/programme'

// Motivation on /progress (decisions 066, 067): a savings goal, badges and the cut-down plan. The
// server's clock is moved per request (x-e2e-now, decision 064): no waiting.
const en = messages.en
const companion = createTranslator({ locale: 'en', messages: en, namespace: 'companion' })
const goals = createTranslator({ locale: 'en', messages: en, namespace: 'savingsGoals' })

const signUp = (
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  options: BrowserContextOptions,
) => signUpConfirmedInNewContext(browser, request, baseURL, { ...options, kind: 'motivation' })

/** 12 cigarettes a day at €8.00 for 20: €4.80 kept a day. */
async function createPlan(page: Page, quitDate: string, options: { milestoneEmails?: boolean } = {}) {
  await createQuitPlan(page, quitDate, { ...options, currency: 'EUR' })
  await expect(page.getByRole('main').getByRole('region', { name: goals('heading') })).toBeVisible()
}

async function moveClock(page: Page, instant: string) {
  await page.context().setExtraHTTPHeaders({ [TEST_NOW_HEADER]: instant })
  await page.reload()
}

test('a savings goal with a price reaches its date at the expected pace, is celebrated once on the page and by mail', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const { context, email, page } = await signUp(browser, request, baseURL ?? '', {
    timezoneId: 'Europe/Berlin',
    extraHTTPHeaders: { [TEST_NOW_HEADER]: '2026-12-01T10:00:00.000Z' },
  })
  await createPlan(page, '2026-12-01', { milestoneEmails: true })
  const section = page.getByRole('main').getByRole('region', { name: goals('heading') })
  await section.getByLabel(goals('form.name')).fill('New running shoes')
  await section.getByLabel(goals('form.price', { currency: 'EUR' })).fill('48')
  await section.getByRole('button', { name: goals('form.submit') }).click()

  // €48.00 at €4.80 a day: ten days.
  const pace = (date: string, count: number) => goals('active.pace', { date, count })
  await expect(
    section.getByRole('heading', { name: goals('active.heading', { name: 'New running shoes' }) }),
  ).toBeVisible()
  await expect(section.getByText(pace('December 11, 2026', 10))).toBeVisible()

  await moveClock(page, '2026-12-06T10:00:00.000Z')
  await expect(
    section.getByText(goals('active.kept', { kept: '€24.00', price: '€48.00', percent: '50%' })),
  ).toBeVisible()
  await expect(section.getByText(pace('December 11, 2026', 5))).toBeVisible()

  // The day: the celebration, once.
  await moveClock(page, '2026-12-11T10:00:00.000Z')
  const celebration = section.getByRole('heading', { name: goals('celebrate.heading') })
  await expect(celebration).toBeVisible()
  await page.reload()
  await expect(section.getByText(/New running shoes \(€48\.00\), reached on December 11, 2026/)).toBeVisible()
  await expect(celebration).toHaveCount(0)

  // The reminder beat sends the mail once.
  for (const now of ['2026-12-11T10:00:00.000Z', '2026-12-11T10:05:00.000Z']) {
    const response = await request.post(`/api/test/reminders?now=${encodeURIComponent(now)}`)
    expect(response.status(), await response.text()).toBe(200)
  }
  const subject = goals('mail.subject', { name: 'New running shoes' })
  await expect
    .poll(async () => (await listMailsTo(email)).filter((mail) => mail.subject === subject).length)
    .toBe(1)
  await context.close()
})

const badges = createTranslator({ locale: 'en', messages: en, namespace: 'badges' })

test('the badge for 7 days appears on day 7 and stays after a slip and a fresh start', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const { context, page } = await signUp(browser, request, baseURL ?? '', {
    timezoneId: 'Europe/Berlin',
    extraHTTPHeaders: { [TEST_NOW_HEADER]: '2026-12-07T10:00:00.000Z' },
  })
  await createPlan(page, '2026-12-01')
  const main = page.getByRole('main')
  const section = main.getByRole('region', { name: badges('heading') })
  const seven = badges('names.smoke-free', { count: 7 })
  // Day 6: it is the next badge, tomorrow.
  await expect(section.getByText(badges('next', { name: seven }))).toBeVisible()
  await expect(section).toContainText(badges('missing.smoke-free', { count: 1 }))
  await expect(section.getByRole('img', { name: badges('image', { name: seven }) })).toHaveCount(0)

  // Day 7: earned, with its day.
  await moveClock(page, '2026-12-08T10:00:00.000Z')
  const earned = section
    .getByRole('listitem')
    .filter({ has: page.getByRole('img', { name: badges('image', { name: seven }) }) })
  await expect(earned).toContainText(badges('earnedOn', { date: 'December 8, 2026' }))

  // A slip that day and a fresh start the next: the badge stays, marked as an earlier attempt's.
  await main.getByLabel(companion('checkIn.smoked')).check()
  await main.getByLabel(companion('checkIn.cigarettes')).fill('3')
  await main.getByRole('button', { name: companion('checkIn.save') }).click()
  await expect(main.getByRole('heading', { name: companion('slip.heading') })).toBeVisible()
  await main.getByLabel(companion('slip.newDate')).fill('2026-12-09')
  await main.getByRole('button', { name: companion('slip.newDateSubmit') }).click()
  await expect(
    main.getByRole('heading', { name: companion('countdown.heading', { count: 1 }) }),
  ).toBeVisible()
  await expect(earned).toContainText(badges('earnedOn', { date: 'December 8, 2026' }))
  await expect(earned).toContainText(badges('earlierAttempt'))
  await context.close()
})

test('a cut-down plan records a day over and a day under its target, then switches to a quit date', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const { context, page } = await signUp(browser, request, baseURL ?? '', {
    timezoneId: 'Europe/Berlin',
    extraHTTPHeaders: { [TEST_NOW_HEADER]: '2026-12-01T10:00:00.000Z' },
  })
  await createCutDownPlan(page, '2026-12-11')
  const main = page.getByRole('main')

  // From 20 a day to none on 11 December: 18 on the first day, 16 on the second.
  const cutDown = main.getByRole('region', { name: companion('cutDown.heading'), exact: true })
  await expect(cutDown).toContainText(companion('cutDown.target', { count: 18 }))
  const checkIn = main.getByRole('region', { name: companion('checkIn.heading') })
  const days = main.getByRole('region', { name: companion('cutDown.daysHeading') })
  const smoked = async (count: number) => {
    await checkIn.getByLabel(companion('checkIn.smoked')).check()
    await checkIn.getByLabel(companion('checkIn.cigarettes')).fill(String(count))
    await checkIn.getByRole('button', { name: /check-in/i }).click()
  }
  await smoked(20)
  await expect(checkIn.getByRole('status')).toHaveText(companion('checkIn.savedCutDown'))
  await expect(days.getByRole('row', { name: /Dec 1, 2026/ })).toContainText(
    companion('cutDown.result.over', { count: 2 }),
  )

  await moveClock(page, '2026-12-02T10:00:00.000Z')
  await expect(cutDown).toContainText(companion('cutDown.target', { count: 16 }))
  await smoked(10)
  await expect(days.getByRole('row', { name: /Dec 2, 2026/ })).toContainText(
    companion('cutDown.result.under', { count: 6 }),
  )
  await expect(days.getByRole('row', { name: /Dec 1, 2026/ })).toContainText(
    companion('cutDown.result.over', { count: 2 }),
  )
  // No counters while cutting down.
  await expect(main.getByRole('region', { name: companion('counters.heading') })).toHaveCount(0)

  // Ready: the quit date tomorrow turns the page into the countdown.
  await main.getByLabel(companion('cutDown.switchDate')).fill('2026-12-03')
  await main.getByRole('button', { name: companion('cutDown.switchSubmit') }).click()
  await expect(
    main.getByRole('heading', { name: companion('countdown.heading', { count: 1 }) }),
  ).toBeVisible()
  await context.close()
})
