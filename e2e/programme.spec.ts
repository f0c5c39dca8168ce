import fs from 'node:fs/promises'
import path from 'node:path'
import PostalMime from 'postal-mime'
import { createTranslator } from 'use-intl/core'
import { TEST_NOW_HEADER } from '@/lib/test-now-header'
import type { TOutboxRecord } from '@/modules/email/transport'
import { signUpConfirmedInNewContext } from './auth-helpers'
import { axeFindings } from './support/axe'
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from './support/fixtures'
import { messages } from './support/messages'
import { e2eDataDir, listMailsTo } from './support/outbox'
import { createQuitPlan } from './support/programme'
import { encodedPath, locales } from './support/routes'

// The quit programme (decisions 064, 065): daily missions, if-then plans, medicines and quit support services. The server's clock
// is moved per request (x-e2e-now, honoured only with E2E_TEST_ROUTES=1, decision 064) and the
// reminder pass runs at a chosen instant (POST /api/test/reminders): no waiting.
const en = messages.en
const missions = createTranslator({ locale: 'en', messages: en, namespace: 'missions' })
const plans = createTranslator({ locale: 'en', messages: en, namespace: 'copingPlans' })
const medicines = createTranslator({ locale: 'en', messages: en, namespace: 'medicines' })
const companion = createTranslator({ locale: 'en', messages: en, namespace: 'companion' })
const mission = (key: string, part: 'title' | 'task' | 'answer') =>
  missions(`catalogue.${key}.${part}` as never)

const signUp = (
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  options: BrowserContextOptions,
) => signUpConfirmedInNewContext(browser, request, baseURL, { ...options, kind: 'programme' })

async function createPlan(page: Page, quitDate: string, options: { dailyReminder?: boolean } = {}) {
  await createQuitPlan(page, quitDate, options)
  await expect(page.getByRole('main').getByRole('region', { name: missions('heading') })).toBeVisible()
}

/** The mail to `to` whose subject is `subject`, parsed from the outbox's .eml with a mail parser. */
async function parsedMail(to: string, subject: string) {
  let record: TOutboxRecord | undefined
  await expect
    .poll(
      async () => {
        record = (await listMailsTo(to)).find((mail) => mail.subject === subject)
        return record !== undefined
      },
      { message: `mail "${subject}" to ${to}` },
    )
    .toBe(true)
  const raw = await fs.readFile(path.join(e2eDataDir, 'outbox', `${record?.id}.eml`))
  return PostalMime.parse(raw)
}

async function runReminders(request: APIRequestContext, now: string) {
  const response = await request.post(`/api/test/reminders?now=${encodeURIComponent(now)}`)
  expect(response.status(), await response.text()).toBe(200)
}

test('missions: today’s preparation mission done with an answer, the next one the next day, post-quit ones after the quit date, and today’s mission in the daily reminder', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  // Tuesday 1 December 2026, 11:00 in Berlin: the quit date is three days ahead.
  const { context, email, page } = await signUp(browser, request, baseURL ?? '', {
    timezoneId: 'Europe/Berlin',
    extraHTTPHeaders: { [TEST_NOW_HEADER]: '2026-12-01T10:00:00.000Z' },
  })
  await createPlan(page, '2026-12-04', { dailyReminder: true })
  const today = page.getByRole('main').getByRole('region', { name: missions('heading') })
  await expect(today.getByRole('heading', { name: mission('first-days', 'title') })).toBeVisible()
  await expect(today).toContainText('1.4 Action planning')
  await expect(today.getByRole('link', { name: /NCSCT Standard Treatment Programme/ })).toBeVisible()

  // The daily reminder at 19:30 names the mission of the day.
  await runReminders(request, '2026-12-01T18:30:00.000Z')
  const reminder = await parsedMail(
    email,
    missions('reminder.title', { title: mission('first-days', 'title') }),
  )
  expect(reminder.text).toContain(mission('first-days', 'task'))

  const answer = 'Walk round the block after breakfast, chew gum after lunch'
  await today.getByLabel(mission('first-days', 'answer')).fill(answer)
  await today.getByRole('button', { name: missions('form.done') }).click()
  // The card turns into its done note, announced as a status.
  await expect(today.getByRole('status')).toContainText(missions('doneNote'))
  await page.reload()
  await expect(today.getByText(missions('doneNote'))).toBeVisible()
  await expect(today.getByText(answer)).toBeVisible()
  await expect(today).toContainText(missions('progress', { done: 1, total: 30 }))

  // The next day: the next preparation mission.
  await context.setExtraHTTPHeaders({ [TEST_NOW_HEADER]: '2026-12-02T10:00:00.000Z' })
  await page.reload()
  await expect(today.getByRole('heading', { name: mission('clear-out', 'title') })).toBeVisible()

  // The day after the quit date: a post-quit mission.
  await context.setExtraHTTPHeaders({ [TEST_NOW_HEADER]: '2026-12-05T10:00:00.000Z' })
  await page.reload()
  await expect(today.getByRole('heading', { name: mission('ride-it-out', 'title') })).toBeVisible()
  await context.close()
})

test('an if-then plan for coffee shows at the top of /craving after a coffee craving, and comes by mail shortly before the risky hour', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  // Lisbon is on UTC in winter: 08:10 local.
  const { context, email, page } = await signUp(browser, request, baseURL ?? '', {
    timezoneId: 'Europe/Lisbon',
    extraHTTPHeaders: { [TEST_NOW_HEADER]: '2026-12-01T08:10:00.000Z' },
  })
  await createPlan(page, '2026-11-20')
  const section = page.getByRole('main').getByRole('region', { name: plans('heading') })
  await section.getByLabel(plans('form.trigger')).selectOption('coffee')
  await section.getByLabel(plans('form.situation')).fill('I want a cigarette with my coffee')
  await section.getByLabel(plans('form.action')).fill('drink a glass of water on the balcony')
  await section.getByRole('button', { name: plans('form.submit') }).click()
  await expect(section.getByRole('status')).toHaveText(plans('form.saved'))
  await section.getByLabel(plans('risky.email')).check()
  await section.getByRole('button', { name: plans('risky.save') }).click()
  await expect(section.getByText(plans('risky.saved'))).toBeVisible()

  // Three cravings with coffee around 08:00.
  await page.goto('/craving')
  const main = page.getByRole('main')
  for (const at of ['08:10', '08:20', '08:30']) {
    await context.setExtraHTTPHeaders({ [TEST_NOW_HEADER]: `2026-12-01T${at}:00.000Z` })
    await main.getByLabel(companion('craving.log.trigger')).selectOption('coffee')
    await main.getByRole('button', { name: companion('craving.log.submit') }).click()
    await expect(main.getByRole('status')).toHaveText(companion('craving.log.saved'))
  }
  await page.reload()
  const top = main.getByRole('region', { name: plans('craving.heading') })
  const planText = plans('plan', {
    situation: 'I want a cigarette with my coffee',
    action: 'drink a glass of water on the balcony',
  })
  await expect(top.getByText(planText)).toBeVisible()
  // It comes before everything else the page offers, the breathing exercise included.
  const first = await page.evaluate(() => {
    const mine = document.getElementById('my-plans')
    const breathing = document.getElementById('breathing')
    return Boolean(
      mine && breathing && mine.compareDocumentPosition(breathing) & Node.DOCUMENT_POSITION_FOLLOWING,
    )
  })
  expect(first).toBe(true)

  // The next morning: nothing at 07:20, the plan at 07:40, before the risky hour 08:00.
  await runReminders(request, '2026-12-02T07:20:00.000Z')
  await runReminders(request, '2026-12-02T07:40:00.000Z')
  const mail = await parsedMail(email, plans('reminder.subject', { time: '08:00' }))
  expect(mail.text).toContain(planText)
  expect((await listMailsTo(email)).filter((m) => m.subject === mail.subject)).toHaveLength(1)
  await context.close()
})

test('a check-in with a medicine records “taken today” and the progress page shows the days taken', async ({
  browser,
  request,
  baseURL,
}) => {
  const { context, page } = await signUp(browser, request, baseURL ?? '', {
    timezoneId: 'Europe/Berlin',
    extraHTTPHeaders: { [TEST_NOW_HEADER]: '2026-12-10T10:00:00.000Z' },
  })
  await createPlan(page, '2026-12-01')
  // Started on 20 November: the check-in of 10 December is the first of 21 days.
  const main = page.getByRole('main')
  const medicine = main.getByRole('region', { name: medicines('section.heading') })
  await medicine.getByLabel(medicines('section.medicine')).selectOption('nrt-patch')
  await medicine.getByLabel(medicines('section.startedOn')).fill('2026-11-20')
  await medicine.getByRole('button', { name: medicines('section.save') }).click()
  await expect(medicine.getByRole('status')).toHaveText(medicines('section.saved'))
  await page.reload()

  const checkIn = main.getByRole('region', { name: companion('checkIn.heading') })
  await checkIn.getByLabel(companion('checkIn.yes')).check()
  const name = medicines('types.nrt-patch.name')
  await checkIn
    .getByRole('group', { name: medicines('checkIn.question', { medicine: name }) })
    .getByLabel(medicines('checkIn.yes'))
    .check()
  await checkIn.getByRole('button', { name: companion('checkIn.save') }).click()
  await expect(checkIn.getByRole('status')).toHaveText(companion('checkIn.savedSmokeFree'))
  await page.reload()
  await expect(medicine).toContainText(medicines('section.daysTaken', { taken: 1, days: 21 }))
  await expect(checkIn.getByLabel(medicines('checkIn.yes'))).toBeChecked()

  // The medicine's page says how it helps and sends people to the leaflet.
  await medicine.getByRole('link', { name: medicines('section.about', { medicine: name }) }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  await expect(page.getByRole('note')).toHaveText(medicines('leaflet'))
  await context.close()
})

test('every locale shows a quit support service with a tel: link on /craving, /help and /progress', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // Server HTML, without JavaScript: 27 pages, and hydrating each would add nothing to the check.
  const { context, page } = await signUp(browser, request, baseURL ?? '', { javaScriptEnabled: false })
  for (const locale of locales) {
    for (const route of ['/craving', '/help', '/progress']) {
      await page.goto(encodedPath(locale, route))
      const heading = messages[locale].quitSupport.heading
      const services = page.getByRole('region', { name: heading })
      const call = services.locator('a[href^="tel:"]').first()
      await expect(call, `${locale} ${route}`).toBeVisible()
      expect(await call.getAttribute('href')).toMatch(/^tel:\+?[0-9]{3,15}$/)
    }
  }
  await context.close()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a mission is marked done and an if-then plan written with plain forms; axe finds nothing', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000)
    const { context, page } = await signUp(browser, request, baseURL ?? '', {
      javaScriptEnabled: false,
      extraHTTPHeaders: { [TEST_NOW_HEADER]: '2026-12-01T10:00:00.000Z' },
    })
    await createPlan(page, '2026-12-04')
    const main = page.getByRole('main')
    const today = main.getByRole('region', { name: missions('heading') })
    await today.getByLabel(mission('first-days', 'answer')).fill('Tea instead of coffee')
    await today.getByRole('button', { name: missions('form.done') }).click()
    await expect(today.getByText(missions('doneNote'))).toBeVisible()
    await expect(today.getByText('Tea instead of coffee')).toBeVisible()

    const section = main.getByRole('region', { name: plans('heading') })
    await section.getByLabel(plans('form.situation')).fill('I am bored in the evening')
    await section.getByLabel(plans('form.action')).fill('call my sister')
    await section.getByRole('button', { name: plans('form.submit') }).click()
    await expect(
      section.getByText(plans('plan', { situation: 'I am bored in the evening', action: 'call my sister' })),
    ).toBeVisible()
    // axe on what a browser without JavaScript shows now: the page with both forms' answers.
    await expectNoAxeViolationsWithoutJs(browser, page)
    await context.close()
  })
})

/**
 * axe on the page as a browser without JavaScript shows it: its server HTML with the scripts
 * removed, served at its own address to a page that may run axe's script (a page without
 * JavaScript cannot run it).
 */
async function expectNoAxeViolationsWithoutJs(browser: Browser, noJs: Page) {
  const html = (await noJs.content()).replace(/<script\b[\s\S]*?<\/script>/g, '')
  // Contexts take the describe's options: this one must run scripts (axe's).
  const context = await browser.newContext({ javaScriptEnabled: true })
  const page = await context.newPage()
  await page.route(noJs.url(), (route) =>
    route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }),
  )
  await page.goto(noJs.url())
  await expectNoAxeViolations(page)
  await context.close()
}

async function expectNoAxeViolations(page: Page) {
  const found = await axeFindings(page)
  expect(found, `${page.url()}: ${JSON.stringify(found, null, 2)}`).toEqual([])
}

test('axe finds nothing on the programme’s pages', async ({ browser, request, baseURL }) => {
  test.setTimeout(90_000)
  const { context, page } = await signUp(browser, request, baseURL ?? '', {
    extraHTTPHeaders: { [TEST_NOW_HEADER]: '2026-12-01T10:00:00.000Z' },
  })
  await createPlan(page, '2026-12-04')
  await expectNoAxeViolations(page)
  for (const url of [
    '/craving',
    '/medicines',
    '/medicines/varenicline',
    '/help',
    '/ru/medicines/nrt-patch',
  ]) {
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
  }
  await context.close()
})

test('an earlier mission is listed by its title; opened, it is done and its note stays', async ({
  page,
  signIn,
}) => {
  await page.context().setExtraHTTPHeaders({ [TEST_NOW_HEADER]: '2026-11-25T10:00:00.000Z' })
  await signIn({ name: 'Catching Up' })
  await createPlan(page, '2026-11-20')
  const section = page.getByRole('main').getByRole('region', { name: missions('heading') })
  const earlier = section.getByRole('group')
  await earlier.getByText(/earlier missions you can still do/).click()
  // Titles only, until one is opened.
  await expect(section.getByRole('button', { name: missions('form.done') })).toHaveCount(1)
  await earlier.getByRole('link', { name: mission('triggers', 'title') }).click()
  await expect(page).toHaveURL(/[?&]mission=triggers/)
  const card = section.getByRole('article').filter({ hasText: mission('triggers', 'task') })
  await card.getByLabel(mission('triggers', 'answer')).fill('Coffee after lunch')
  await card.getByRole('button', { name: missions('form.done') }).click()
  await expect(card.getByText(missions('doneNote'))).toBeVisible()
  await page.reload()
  await expect(card.getByText('Coffee after lunch')).toBeVisible()
  await expect(earlier.getByRole('link', { name: mission('triggers', 'title') })).toHaveCount(0)
})
