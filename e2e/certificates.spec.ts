import { signInInBrowser } from './auth-helpers'
import { signInNewAccount } from './support/accounts'
import { createCertificate } from './support/certificates'
import { expect, test } from './support/fixtures'
import { format, messages } from './support/messages'
import { withDatabase } from './support/outbox'

// Create, view, PDF, OG image, owner-only edit, 404s, and bad input that stores nothing.
const en = messages.en
const c = en.certificates

const NAME = 'Grace Hopper'

test('create, view, PDF, sharing picture; the owner edits; others get 404', async ({
  page,
  browser,
  request,
}) => {
  const id = await createCertificate(page)

  // The certificate layout: name, quit date, days, money saved, next milestone, message.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.sheet.heading)
  await expect(page.getByRole('article').getByText(NAME, { exact: true })).toBeVisible()
  // Within the sheet: Next's route announcer repeats the page title, which has the date too.
  await expect(page.getByRole('article').getByText(/15, 2024/)).toBeVisible()
  const days = Number(
    await page
      .getByTestId('smoke-free-days')
      .textContent()
      .then((t) => t?.replace(/\D/g, '')),
  )
  expect(days).toBeGreaterThan(300)
  await expect(page.getByText(c.sheet.moneySaved)).toBeVisible()
  await expect(page.getByText(/€[\d,]+\.\d\d/)).toBeVisible()
  await expect(page.getByText(c.sheet.nextMilestone)).toBeVisible()
  await expect(page.getByText('“One day at a time.”')).toBeVisible()
  await expect(page.getByText(format(c.sheet.timeZoneNote, { timeZone: 'UTC' }).split('(')[0]!)).toBeVisible()

  // PDF download: a real PDF with the name in it.
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: c.sheet.downloadPdf }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('smoke-free-certificate.pdf')
  const pdf = await request.get(`/api/certificates/${id}/pdf?locale=en`)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  const bytes = Buffer.from(await pdf.body())
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  expect(bytes.toString('latin1')).toContain(NAME)

  // Open Graph image.
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(ogImage).toContain(`/api/certificates/${id}/og`)
  const image = await request.get(new URL(ogImage!).pathname + new URL(ogImage!).search)
  expect(image.status()).toBe(200)
  expect(image.headers()['content-type']).toBe('image/png')
  expect(
    Buffer.from(await image.body())
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG')

  // The owner edits.
  await page.goto(`/certificate/edit/${id}`)
  await page.getByLabel(c.form.displayName).fill('Grace B. Hopper')
  await page.getByRole('button', { name: c.form.save }).click()
  await expect(page.getByRole('status')).toContainText(c.form.saved)
  await page.goto(`/certificate/${id}`)
  await expect(page.getByRole('article').getByText('Grace B. Hopper', { exact: true })).toBeVisible()

  // Another user: the certificate is public to view, but its edit page does not exist.
  const other = await browser.newContext()
  const stranger = await other.newPage()
  await signInNewAccount(other, { name: 'Stranger' })
  const edit = await stranger.goto(`/certificate/edit/${id}`)
  expect(edit?.status()).toBe(404)
  await expect(stranger.getByText(c.form.displayName)).toHaveCount(0)
  const view = await stranger.goto(`/certificate/${id}`)
  expect(view?.status()).toBe(200)
  await other.close()

  // A visitor is asked to sign in, for this id as for one that does not exist (no id confirmed).
  const anonymous = await browser.newContext()
  const visitor = await anonymous.newPage()
  for (const wanted of [id, 'AAAAAAAAAAAAAAAAAAAAAAAA']) {
    await visitor.goto(`/certificate/edit/${wanted}`)
    await expect(visitor).toHaveURL(`/login?redirect=${encodeURIComponent(`/certificate/edit/${wanted}`)}`)
  }
  expect((await visitor.goto('/certificate/edit/not-an-id'))?.status()).toBe(404)
  await anonymous.close()
})

test('a signed-out owner who opens the edit link signs in and comes back to it', async ({ page }) => {
  const id = await createCertificate(page, 'Signed Out Owner')
  const email = await withDatabase(
    async (client) =>
      (
        await client.query<{ email: string }>(
          'select u.email from certificate c join users u on u.id = c.user_id where c.id = $1',
          [id],
        )
      ).rows[0]!.email,
  )
  await page.context().clearCookies()
  await page.goto(`/de/certificate/edit/${id}`)
  await expect(page).toHaveURL(`/de/login?redirect=${encodeURIComponent(`/de/certificate/edit/${id}`)}`)
  await signInInBrowser(page, { email, locale: 'de', redirect: `/de/certificate/edit/${id}` })
  await expect(page).toHaveURL(`/de/certificate/edit/${id}`)
  const de = messages.de
  await expect(page.getByLabel(de.certificates.form.displayName)).toHaveValue('Signed Out Owner')
})

test('unknown and malformed ids give 404 on view, PDF and image', async ({ page, request }) => {
  expect((await page.goto('/certificate/AAAAAAAAAAAAAAAAAAAAAAAA'))?.status()).toBe(404)
  expect((await page.goto('/de/certificate/not-an-id'))?.status()).toBe(404)
  const pdf = await request.get('/api/certificates/AAAAAAAAAAAAAAAAAAAAAAAA/pdf?locale=fr')
  expect(pdf.status()).toBe(404)
  expect(await pdf.json()).toEqual({
    ok: false,
    code: 'certificates/not-found',
    message: messages.fr.errors['certificates/not-found' as keyof typeof en.errors],
  })
  expect((await request.get('/api/certificates/x/og')).status()).toBe(404)
  expect((await request.get('/api/certificates/AAAAAAAAAAAAAAAAAAAAAAAA/pdf?tz=Nowhere/Land')).status()).toBe(
    400,
  )
})

test('a future quit date is refused with a localized message and nothing is stored', async ({
  page,
  signIn,
}) => {
  await signIn({ name: 'Impatient', locale: 'de' })
  await page.goto('/de/certificates/new')
  const de = messages.de
  // Only this test's name is counted: the other worker stores certificates meanwhile.
  const displayName = `Morgen ${Date.now()}`
  const count = () =>
    withDatabase(async (client) =>
      Number(
        (await client.query('select count(*) as n from certificate where display_name = $1', [displayName]))
          .rows[0].n,
      ),
    )
  await page.getByLabel(de.certificates.form.displayName).fill(displayName)
  await page.getByLabel(de.certificates.form.quitDate).evaluate((input: HTMLInputElement) => {
    input.removeAttribute('max')
  })
  await page.getByLabel(de.certificates.form.quitDate).fill('2999-01-01')
  await page.getByRole('button', { name: de.certificates.form.create }).click()
  const code = 'certificates/quit-date-in-future' as keyof typeof de.errors
  await expect(page.getByText(de.errors[code])).toBeVisible()
  // The field says what is wrong; the focus goes to the form's error (decision 046).
  await expect(page.getByLabel(de.certificates.form.quitDate)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('main').getByRole('alert')).toBeFocused()
  expect(await count()).toBe(0)
})

test('the owner deletes a certificate; its link is gone', async ({ visitor: page }) => {
  const id = await createCertificate(page, 'To Be Deleted')
  await page.goto(`/certificate/edit/${id}`)
  await page.getByRole('checkbox', { name: c.edit.deleteConfirm }).check()
  await page.getByRole('button', { name: c.edit.delete }).click()
  await expect(page).toHaveURL(/\/progress$/, { timeout: 30_000 })
  expect((await page.goto(`/certificate/${id}`))?.status()).toBe(404)
})

// Decision 052: each figure once, one period after the date, amounts that stay on one
// line inside their card (Russian roubles, the longest), and a share action.
test('a Russian certificate shows each figure once, fits its cards at 1280 and 390 px and can be shared', async ({
  page,
  context,
  signIn,
}) => {
  const ru = messages.ru.certificates
  await signIn({ name: 'Наташа', locale: 'ru' })
  await page.goto('/ru/certificates/new')
  await page.getByLabel(ru.form.displayName).fill('Наталья Константиновна')
  await page.getByLabel(ru.form.quitDate).fill('2014-01-15')
  await page.getByLabel(ru.form.cigarettesPerDay).fill('40')
  await page.getByLabel(ru.form.packPrice).fill('1000')
  await page.getByLabel(ru.form.currency).selectOption('RUB')
  await page.getByRole('button', { name: ru.form.create }).click()
  await expect(page).toHaveURL(/\/ru\/certificate\/[A-Za-z0-9_-]{24}$/, { timeout: 30_000 })

  const sheet = page.getByRole('article')
  await expect(sheet.getByText('15 января 2014 г.', { exact: false })).toBeVisible()
  await expect(sheet).not.toContainText('г..')
  const days = (await page.getByTestId('smoke-free-days').textContent()) ?? ''
  expect(Number(days.replace(/\D/g, ''))).toBeGreaterThan(4000)
  // The number of days appears once (no second "N дней без курения" under it).
  expect((await sheet.textContent())?.split(days).length).toBe(2)
  const money = page.getByTestId('money-saved')
  await expect(money).toHaveText(/^[\d\u00A0]+,\d\d\u00A0₽$/)

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    for (const card of await sheet.locator('dl > div').all()) {
      const cardBox = (await card.boundingBox())!
      for (const part of await card.locator('dt, dd').all()) {
        const box = (await part.boundingBox())!
        const scrollWidth = await part.evaluate((element) => element.scrollWidth - element.clientWidth)
        expect(scrollWidth, `${width}px: ${await part.textContent()} overflows`).toBeLessThanOrEqual(0)
        expect(box.x, `${width}px: ${await part.textContent()}`).toBeGreaterThanOrEqual(cardBox.x)
        expect(box.x + box.width, `${width}px: ${await part.textContent()}`).toBeLessThanOrEqual(
          cardBox.x + cardBox.width + 0.5,
        )
      }
    }
    // The amount is one line: its height is that of one line of its font.
    const lineHeight = await money.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    )
    expect((await money.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 1)
  }

  // Share: the system share sheet where the browser has one, else the link is copied.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const share = page.getByRole('button', { name: new RegExp(`^(${ru.sheet.share}|${ru.sheet.copyLink})$`) })
  await expect(share).toBeVisible()
  if ((await share.textContent()) === ru.sheet.copyLink) {
    await share.click()
    await expect(page.getByRole('status').filter({ hasText: ru.sheet.linkCopied })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
  }
})
