import { expect, test } from '@playwright/test'
import { format, messages } from './support/messages'
import { withDatabase } from './support/outbox'
import { registerAndReturn } from './support/programme'

// Issue #6, acceptance 3 (create, view, PDF, OG image, owner-only edit, 404s) and 5.
const en = messages.en
const c = en.certificates

const NAME = 'Grace Hopper'

async function createCertificate(page: import('@playwright/test').Page, name = NAME) {
  await registerAndReturn(page, 'Certificate Owner', '/certificates/new')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.new.title)
  await page.getByLabel(c.form.displayName).fill(name)
  await page.getByLabel(c.form.quitDate).fill('2024-01-15')
  await page.getByLabel(c.form.cigarettesPerDay).fill('20')
  await page.getByLabel(c.form.packPrice).fill('10.00')
  await page.getByLabel(c.form.currency).selectOption('EUR')
  await page.getByLabel(c.form.message).fill('One day at a time.')
  await page.getByRole('button', { name: c.form.create }).click()
  await expect(page).toHaveURL(/\/certificate\/[A-Za-z0-9_-]{24}$/, { timeout: 30_000 })
  return new URL(page.url()).pathname.split('/').pop()!
}

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
  await registerAndReturn(stranger, 'Stranger', '/')
  const edit = await stranger.goto(`/certificate/edit/${id}`)
  expect(edit?.status()).toBe(404)
  await expect(stranger.getByText(c.form.displayName)).toHaveCount(0)
  const view = await stranger.goto(`/certificate/${id}`)
  expect(view?.status()).toBe(200)
  await other.close()

  // A visitor gets 404 on edit too.
  const anonymous = await browser.newContext()
  const visitor = await anonymous.newPage()
  expect((await visitor.goto(`/certificate/edit/${id}`))?.status()).toBe(404)
  await anonymous.close()
})

test('unknown and malformed ids give 404 on view, PDF and image', async ({ page, request }) => {
  expect((await page.goto('/certificate/AAAAAAAAAAAAAAAAAAAAAAAA'))?.status()).toBe(404)
  expect((await page.goto('/de/certificate/not-an-id'))?.status()).toBe(404)
  const pdf = await request.get('/api/certificates/AAAAAAAAAAAAAAAAAAAAAAAA/pdf?locale=fr')
  expect(pdf.status()).toBe(404)
  expect(await pdf.json()).toEqual({
    code: 'certificates/not-found',
    message: messages.fr.errors['certificates/not-found' as keyof typeof en.errors],
  })
  expect((await request.get('/api/certificates/x/og')).status()).toBe(404)
  expect((await request.get('/api/certificates/AAAAAAAAAAAAAAAAAAAAAAAA/pdf?tz=Nowhere/Land')).status()).toBe(
    400,
  )
})

test('a future quit date is refused with a localized message and nothing is stored', async ({ page }) => {
  await registerAndReturn(page, 'Impatient', '/de/certificates/new', 'de')
  const de = messages.de
  const count = () =>
    withDatabase(async (client) =>
      Number((await client.query('select count(*) as n from certificate')).rows[0].n),
    )
  const before = await count()
  await page.getByLabel(de.certificates.form.displayName).fill('Morgen')
  await page.getByLabel(de.certificates.form.quitDate).evaluate((input: HTMLInputElement) => {
    input.removeAttribute('max')
  })
  await page.getByLabel(de.certificates.form.quitDate).fill('2999-01-01')
  await page.getByRole('button', { name: de.certificates.form.create }).click()
  const code = 'certificates/quit-date-in-future' as keyof typeof de.errors
  await expect(page.getByText(de.errors[code])).toBeVisible()
  expect(await count()).toBe(before)
})

test('the owner deletes a certificate; its link is gone', async ({ page }) => {
  const id = await createCertificate(page, 'To Be Deleted')
  await page.goto(`/certificate/edit/${id}`)
  await page.getByRole('checkbox', { name: c.edit.deleteConfirm }).check()
  await page.getByRole('button', { name: c.edit.delete }).click()
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 })
  expect((await page.goto(`/certificate/${id}`))?.status()).toBe(404)
})
