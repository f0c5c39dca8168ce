import { execFileSync } from 'node:child_process'
import fs from 'node:fs/promises'
import { createTranslator } from 'use-intl/core'
import { TEST_NOW_HEADER } from '@/lib/test-now-header'
import { hasTool } from '@/tests/support/pdf-tools'
import { axeFindings } from './support/axe'
import { expect, type Page, test } from './support/fixtures'
import { messages } from './support/messages'
import { withDatabase } from './support/outbox'
import { encodedPath, type TLocale } from './support/routes'

// Craving insight and the doctor's report (/progress/insights, /progress/report): a craving in
// its hour on the heat map, the report with only the chosen parts as a page and as a PDF that
// qpdf finds valid, the pages without JavaScript, and axe on both at phone and desktop width.
const en = messages.en
const insights = createTranslator({ locale: 'en', messages: en, namespace: 'insights' })
const companion = createTranslator({ locale: 'en', messages: en, namespace: 'companion' })
const medicines = createTranslator({ locale: 'en', messages: en, namespace: 'medicines' })

// Wednesday 25 November 2026, 11:30 in Berlin (the browser's and so the plan's zone).
const NOW = '2026-11-25T10:30:00.000Z'
test.use({ timezoneId: 'Europe/Berlin', extraHTTPHeaders: { [TEST_NOW_HEADER]: NOW } })
// Several pages and a PDF per test, on two cores shared with other builds.
test.describe.configure({ timeout: 180_000 })

async function createPlan(page: Page) {
  await page.goto('/progress')
  const main = page.getByRole('main')
  await main.getByLabel(companion('plan.quitDate')).fill('2026-11-01')
  await main.getByLabel(companion('plan.cigarettesPerDay')).fill('18')
  await main.getByLabel(companion('plan.packPrice')).fill('8.00')
  await main.getByRole('button', { name: companion('plan.create') }).click()
  await expect(main.getByRole('heading', { name: companion('checkIn.heading') })).toBeVisible()
}

/** A year-old plan, a nicotine patch, a dependence test and cravings, written straight to the database. */
async function addHistory(email: string) {
  await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>('select id from users where email = $1', [email])
    const userId = rows[0]!.id
    await client.query(
      `insert into medicine_use (user_id, medicine, started_on) values ($1, 'nrt-patch', '2026-11-02')`,
      [userId],
    )
    await client.query(
      `insert into medicine_intake (user_id, day, medicine, taken)
       values ($1, '2026-11-02', 'nrt-patch', true), ($1, '2026-11-03', 'nrt-patch', true)`,
      [userId],
    )
    await client.query(
      `insert into craving_log (user_id, intensity, trigger, logged_at)
       select $1, 1 + i % 5, (array['coffee','stress','meal','coffee'])[1 + i % 4],
         timestamptz '2026-11-25 10:00+00' - i * interval '17 hours'
       from generate_series(1, 60) i`,
      [userId],
    )
  })
}

test('a logged craving shows on the heat map in its hour, with its table row', async ({ page, signIn }) => {
  await signIn({ name: 'Heat Map' })
  await createPlan(page)
  const main = page.getByRole('main')

  // Before any craving: the empty state.
  await main.getByRole('link', { name: insights('links.insights') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(insights('page.title'))
  await expect(main.getByRole('heading', { name: insights('empty.heading') })).toBeVisible()

  await page.goto('/craving')
  await main.getByLabel(companion('craving.log.intensities.4')).check()
  await main.getByLabel(companion('craving.log.trigger')).selectOption('coffee')
  await main.getByRole('button', { name: companion('craving.log.submit') }).click()
  await expect(main.getByRole('status')).toHaveText(companion('craving.log.saved'))

  await page.goto('/progress/insights')
  const hour = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
  const from = hour.format(Date.UTC(2024, 0, 1, 11))
  const to = hour.format(Date.UTC(2024, 0, 1, 12))
  const table = main.getByRole('table', { name: insights('heatMap.heading') })
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    'Wednesday',
    `${from}–${to}`,
    '1',
  ])
  // In the picture: one filled square, Wednesday 11 o'clock.
  const map = main.getByTestId('craving-heat-map')
  await expect(map.locator('rect:not([data-count="0"])')).toHaveCount(1)
  await expect(map.locator('rect[data-count="1"] title')).toHaveText(
    insights('heatMap.cell', { day: 'Wednesday', from, to, count: 1 }),
  )
  await expect(
    main
      .getByRole('table', { name: insights('triggers.heading') })
      .getByRole('row')
      .nth(1),
  ).toContainText(companion('craving.log.triggers.coffee'))
  await expect(main.getByTestId('stand-out')).toHaveText(insights('standOut.few', { count: 1 }))
})

test('the doctor’s report holds only the chosen parts, as a page and as a valid PDF', async ({
  page,
  signIn,
  playwright,
  baseURL,
}) => {
  const account = await signIn({ name: 'Report Person' })
  await createPlan(page)
  await addHistory(account.email)
  const main = page.getByRole('main')
  await main.getByRole('link', { name: insights('links.report') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(insights('report.title'))

  // Nothing is ticked to begin with; sending nothing says so.
  for (const section of ['quitDate', 'medicine', 'slips', 'cravings'] as const) {
    await expect(main.getByLabel(insights(`report.sections.${section}`))).not.toBeChecked()
  }
  await main.getByRole('button', { name: insights('report.show') }).click()
  await expect(main.getByRole('alert')).toHaveText(en.errors['insights/nothing-chosen'])

  await main.getByLabel(insights('report.sections.quitDate')).check()
  await main.getByLabel(insights('report.sections.medicine')).check()
  await main.getByRole('button', { name: insights('report.show') }).click()
  const report = main.getByRole('article', { name: insights('report.heading') })
  await expect(report).toContainText('November 1, 2026')
  const patch = medicines('types.nrt-patch.name')
  await expect(report).toContainText(insights('report.medicine', { name: patch, date: 'November 2, 2026' }))
  await expect(report).not.toContainText(insights('report.sections.cravings'))
  await expect(report).not.toContainText(insights('report.sections.cigarettesBefore'))
  const shown = await page.request.get(page.url())
  expect(shown.headers()['cache-control']).toContain('no-store')

  const downloading = page.waitForEvent('download')
  await main.getByRole('button', { name: insights('report.download') }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('stop-smoking-report.pdf')
  const file = await download.path()
  const bytes = await fs.readFile(file)
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  if (hasTool('qpdf')) {
    expect(execFileSync('qpdf', ['--check', file]).toString()).toContain(
      'No syntax or stream encoding errors',
    )
  } else {
    test.info().annotations.push({ type: 'skipped check', description: 'qpdf is not installed' })
  }
  if (hasTool('pdftotext')) {
    const text = execFileSync('pdftotext', [file, '-']).toString().replace(/\s+/g, ' ')
    expect(text).toContain('November 1, 2026')
    expect(text).toContain(patch)
    expect(text).not.toContain(insights('report.sections.cravings'))
  } else {
    test.info().annotations.push({ type: 'skipped check', description: 'pdftotext is not installed' })
  }

  // The PDF is the signed-in person's only: a visitor gets 401, never a report.
  const visitor = await playwright.request.newContext({ baseURL })
  const refused = await visitor.get('/api/progress/report?include=quitDate&locale=de')
  expect(refused.status()).toBe(401)
  expect((await refused.json()).message).toBe(messages.de.errors['insights/sign-in-required'])
  await visitor.dispose()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the period and the report’s checkboxes work', async ({ page, signIn }) => {
    const account = await signIn({ name: 'No Script' })
    await withDatabase((client) =>
      client.query(
        `insert into quit_plan (user_id, quit_date, cigarettes_per_day, pack_price_minor, currency, time_zone)
         select id, '2026-11-01', 18, 800, 'EUR', 'Europe/Berlin' from users where email = $1`,
        [account.email],
      ),
    )
    await addHistory(account.email)
    await page.goto('/progress/insights')
    const main = page.getByRole('main')
    await main.getByLabel(insights('page.period')).selectOption('30')
    await main.getByRole('button', { name: insights('page.show') }).click()
    await expect(page).toHaveURL(/period=30/)
    await expect(main.getByRole('table', { name: insights('heatMap.heading') })).toBeAttached()

    await page.goto('/progress/report')
    await main.getByLabel(insights('report.sections.cigarettesBefore')).check()
    await main.getByRole('button', { name: insights('report.show') }).click()
    await expect(main.getByRole('article', { name: insights('report.heading') })).toContainText(
      insights('report.cigarettesPerDay', { count: 18 }),
    )
  })
})

for (const locale of ['en', 'de', 'ru'] as TLocale[]) {
  test(`axe finds nothing on the insight and report pages at 390 and 1280 px (${locale})`, async ({
    page,
    signIn,
  }) => {
    const account = await signIn({ name: 'Axe Person' })
    await createPlan(page)
    await addHistory(account.email)
    const all = `${[
      'quitDate',
      'smokeFreeDays',
      'cigarettesBefore',
      'dependence',
      'medicine',
      'slips',
      'cravings',
    ]
      .map((section) => `include=${section}`)
      .join('&')}&view=page`
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      for (const url of [
        encodedPath(locale, '/progress/insights'),
        `${encodedPath(locale, '/progress/report')}?${all}`,
      ]) {
        await page.goto(url)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        const found = await axeFindings(page)
        expect(found, `${decodeURI(url)} at ${width}px: ${JSON.stringify(found, null, 2)}`).toEqual([])
      }
    }
  })
}
