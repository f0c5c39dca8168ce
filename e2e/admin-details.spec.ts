import { createHmac, randomUUID } from 'node:crypto'
import { signUpOverHttp, uniqueAuthEmail } from './auth-helpers'
import { cookieHeader, signInNewAccount } from './support/accounts'
import { type APIRequestContext, type BrowserContext, expect, test } from './support/fixtures'
import { messages } from './support/messages'
import { withDatabase } from './support/outbox'

// The admin area's details (decision 054) — refunds need a confirm step, the audit log
// speaks the admin's language, the users table fits a phone, and the skip link is there.

const WEBHOOK_SECRET = 'e2e-purchases-webhook-secret-0123456789abcdef' // playwright.config.ts
const en = messages.en
const de = messages.de

/** Signs the context in as a new admin; answers the address and the session's Cookie header. */
async function signInAdmin(context: BrowserContext) {
  const { email } = await signInNewAccount(context, { name: 'Refund Admin', admin: true })
  return { email, cookie: await cookieHeader(context) }
}

/** A completed store purchase of €29.99 (through the signed webhook); answers its id. */
async function createPurchase(request: APIRequestContext, product: string) {
  const body = JSON.stringify({
    type: 'purchase',
    store: 'app-store',
    transactionId: `e2e-${randomUUID()}`,
    product,
    amountMinor: 2999,
    currency: 'EUR',
    occurredAt: new Date().toISOString(),
  })
  const response = await request.post('/api/purchases/webhook', {
    data: body,
    headers: {
      'content-type': 'application/json',
      'x-exhale-signature': `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex')}`,
    },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { purchaseId: string }).purchaseId
}

async function statusOf(purchaseId: string) {
  return withDatabase(async (client) => {
    const result = await client.query<{ status: string }>('select status from purchase where id = $1', [
      purchaseId,
    ])
    return result.rows[0]?.status
  })
}

async function refundAudits(purchaseId: string) {
  return withDatabase(async (client) => {
    const result = await client.query<{ details: Record<string, unknown> }>(
      "select details from audit_log where action = 'purchase.refund' and target_id = $1",
      [purchaseId],
    )
    return result.rows
  })
}

test('a refund needs its confirm step (also without JavaScript); the single POST without the token changes nothing', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const origin = baseURL ?? ''
  const request = await playwright.request.newContext({ baseURL })
  const context = await browser.newContext({ javaScriptEnabled: false })
  const { cookie } = await signInAdmin(context)
  const product = `e2e-refund-${randomUUID().slice(0, 8)}`
  const purchaseId = await createPurchase(request, product)

  const page = await context.newPage()
  await page.goto(`/admin/purchases?product=${product}`)
  const row = page.getByRole('row').filter({ hasText: product })
  // The list offers no refund button, only the way to the confirm step.
  await expect(row.getByRole('button')).toHaveCount(0)
  await row.getByRole('link', { name: en.adminPurchases.refund }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('refund') === purchaseId)

  const confirm = page.getByRole('region', { name: en.adminPurchases.refundConfirmHeading })
  await expect(confirm).toContainText(product)
  await expect(confirm).toContainText('€29.99')
  const submit = confirm.getByRole('button', {
    name: en.adminPurchases.refundConfirmSubmit.replace('{amount}', '€29.99'),
  })
  await expect(submit).toBeVisible()
  const fields = await confirm
    .locator('form')
    .evaluate((element) =>
      Object.fromEntries(
        [...new FormData(element as HTMLFormElement).entries()].map(([key, value]) => [key, String(value)]),
      ),
    )
  expect(fields.purchaseId).toBe(purchaseId)
  expect(fields.confirmation).toMatch(/^\d+\.[\w-]{43}$/)

  // The single POST of a one-click button (no token), and one with a forged token: nothing changes.
  const post = (form: Record<string, string>) =>
    request.post('/admin/purchases', { multipart: form, headers: { cookie, origin }, maxRedirects: 0 })
  const { confirmation, ...withoutToken } = fields
  expect((await post(withoutToken)).status()).toBe(200)
  expect(await statusOf(purchaseId)).toBe('completed')
  const forged = `${confirmation!.split('.')[0]}.${'A'.repeat(43)}`
  expect((await post({ ...withoutToken, confirmation: forged })).status()).toBe(200)
  expect(await statusOf(purchaseId)).toBe('completed')
  expect(await refundAudits(purchaseId)).toEqual([])

  // The confirm page's own form, submitted without JavaScript, refunds once, audited.
  await submit.click()
  await expect(page.getByRole('region', { name: en.adminPurchases.refundConfirmHeading })).toContainText(
    en.adminPurchases.refunded,
  )
  expect(await statusOf(purchaseId)).toBe('refunded')
  const audits = await refundAudits(purchaseId)
  expect(audits).toHaveLength(1)
  expect(audits[0]?.details).toMatchObject({
    before: { status: 'completed' },
    after: { status: 'refunded' },
    amountMinor: 2999,
    currency: 'EUR',
  })

  // The audit log speaks the admin's language, in English and German.
  await page.goto('/admin?action=purchase.refund')
  const entry = page
    .getByRole('region', { name: en.adminArea.audit.heading })
    .getByRole('row')
    .filter({ hasText: purchaseId })
  await expect(entry).toContainText(
    `${en.adminArea.audit.fields.status}: ${en.adminArea.audit.values.completed} → ${en.adminArea.audit.values.refunded}`,
  )
  await expect(entry).toContainText(`${en.adminArea.audit.fields.amount}: €29.99`)
  await expect(entry).not.toContainText('amountMinor')
  await page.goto('/de/admin?action=purchase.refund')
  const deEntry = page
    .getByRole('region', { name: de.adminArea.audit.heading })
    .getByRole('row')
    .filter({ hasText: purchaseId })
  await expect(deEntry).toContainText(
    `${de.adminArea.audit.fields.status}: ${de.adminArea.audit.values.completed} → ${de.adminArea.audit.values.refunded}`,
  )
  await expect(deEntry).toContainText(`${de.adminArea.audit.fields.amount}: 29,99\u00A0€`)
  await context.close()
  await request.dispose()
})

test('audit rows of user changes read "Role: User → Admin" (de: "Rolle: Nutzer → Admin") and link to the user', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const origin = baseURL ?? ''
  const request = await playwright.request.newContext({ baseURL })
  const context = await browser.newContext()
  await signInAdmin(context)
  const targetEmail = uniqueAuthEmail('audit-target')
  await signUpOverHttp(request, origin, targetEmail)
  const page = await context.newPage()
  await page.goto(`/admin/user-roles?q=${encodeURIComponent(targetEmail)}`)
  await page
    .getByRole('row')
    .filter({ hasText: targetEmail })
    .getByRole('button', { name: en.adminArea.users.grantAdmin })
    .click()
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: targetEmail })
      .getByRole('button', { name: en.adminArea.users.revokeAdmin }),
  ).toBeVisible()

  const audit = en.adminArea.audit
  for (const [prefix, m] of [
    ['', audit],
    ['/de', de.adminArea.audit],
  ] as const) {
    await page.goto(`${prefix}/admin?target=${encodeURIComponent(targetEmail)}`)
    const entry = page
      .getByRole('region', { name: m.heading })
      .getByRole('row')
      .filter({ hasText: targetEmail })
    await expect(entry).toContainText(`${m.fields.role}: ${m.values.roleUser} → ${m.values.roleAdmin}`)
    await expect(entry).not.toContainText('role:')
  }
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: targetEmail })
      .getByRole('link', { name: de.adminArea.audit.openUser }),
  ).toHaveAttribute('href', `/de/admin/user-roles?q=${encodeURIComponent(targetEmail)}`)
  await context.close()
  await request.dispose()
})

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the users table stacks: status and actions are on screen, nothing scrolls sideways; the skip link works', async ({
    page,
  }) => {
    const { email } = await signInAdmin(page.context())
    await page.goto(`/admin/user-roles?q=${encodeURIComponent(email)}`)
    const users = en.adminArea.users
    const row = page.getByRole('row').filter({ hasText: email })
    await expect(row).toBeVisible()
    for (const cell of [
      row.getByText(users.active, { exact: true }),
      row.getByRole('button', { name: users.revokeAdmin }),
    ]) {
      await cell.scrollIntoViewIfNeeded()
      await expect(cell).toBeInViewport()
      const box = (await cell.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
    }
    // The cards are still a table to a screen reader: each value is read with its column header,
    // and the column name shown before it (CSS content with empty alternative text) not again.
    const table = page.getByRole('table', { name: en.pages.adminUserRoles.title })
    await expect(table.getByRole('columnheader', { name: users.status, exact: true })).toHaveCount(1)
    await expect(row.getByRole('rowheader')).toContainText(email)
    await expect(row.getByRole('cell', { name: users.active, exact: true })).toBeVisible()
    const scroller = page.locator('div.overflow-x-auto').filter({ has: page.locator('table') })
    expect(
      await scroller.evaluate((element) => element.scrollWidth - element.clientWidth),
    ).toBeLessThanOrEqual(0)

    // The skip link: first on Tab, it moves focus past the admin navigation into main.
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: en.nav.skipToContent })
    await expect(skip).toBeFocused()
    await skip.press('Enter')
    await expect(page).toHaveURL(/#main$/)
  })
})
