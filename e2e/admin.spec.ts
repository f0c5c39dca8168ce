import { createHmac, randomUUID } from 'node:crypto'
import { localeNames } from '@/i18n/locales'
import {
  AUTH_PASSWORD,
  assignOwnClientAddress,
  runCreateAdmin,
  signInOverHttp,
  signUpOverHttp,
  uniqueAuthEmail,
} from './auth-helpers'
import { signInNewAccount } from './support/accounts'
import { expect, test } from './support/fixtures'
import { expectRedirect } from './support/http'
import { messages } from './support/messages'
import { listMailsTo, readOutbox, waitForMail, withDatabase } from './support/outbox'

// The admin area against the production build: the guard on every admin page and API
// for visitors and non-admins, granting admin rights in the browser, a code
// campaign from the form to a redemption, and the purchase webhook over HTTP.

const someId = '00000000-0000-4000-8000-000000000000'
const adminPages = [
  '/admin',
  '/admin/user-roles',
  '/admin/add-auth',
  '/admin/code-campaigns',
  `/admin/codes/${someId}`,
  '/admin/purchases',
  '/admin/email',
  '/de/admin/purchases',
  '/fr/admin/email',
  '/pl/admin/code-campaigns',
]
const adminApis = [
  `/api/admin/codes/${someId}/export`,
  '/api/admin/purchases/export',
  `/api/admin/broadcasts/${someId}/progress`,
]
const en = messages.en
const ea = en.adminArea
const ec = en.adminCodes

function prefixOf(path: string) {
  const match = /^\/(de|fr|nl|es|ru|it|pt|pl)\//.exec(path)
  return match ? `/${match[1]}` : ''
}

async function createAdmin(label: string, name = 'Admin Person') {
  const email = uniqueAuthEmail(label)
  await runCreateAdmin(['--email', email, '--password', AUTH_PASSWORD, '--name', name])
  return email
}

test.describe('guards over HTTP', () => {
  test('a visitor is sent to login on every admin page and gets 401 from every admin API', async ({
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext({ baseURL })
    for (const path of adminPages) {
      const wanted = `${prefixOf(path)}/login?redirect=${encodeURIComponent(path)}`
      expectRedirect(await request.get(path, { maxRedirects: 0 }), 307, wanted, path)
    }
    for (const path of adminApis) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(401)
      expect(await response.json()).toEqual({
        ok: false,
        code: 'common/sign-in-required',
        message: en.errors['common/sign-in-required'],
      })
    }
    await request.dispose()
  })

  test('a signed-in non-admin gets /error?message=no admin rights on every admin page and 403 from every admin API', async ({
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext({ baseURL })
    const cookie = await signUpOverHttp(request, baseURL ?? '', uniqueAuthEmail('admin-guard-user'))
    for (const path of adminPages) {
      const wanted = `${prefixOf(path)}/error?message=${encodeURIComponent('no admin rights')}`
      expectRedirect(await request.get(path, { maxRedirects: 0, headers: { cookie } }), 307, wanted, path)
    }
    for (const path of adminApis) {
      const response = await request.get(path, { maxRedirects: 0, headers: { cookie } })
      expect(response.status(), path).toBe(403)
      expect(await response.json()).toEqual({
        ok: false,
        code: 'common/no-admin-rights',
        message: en.errors['common/no-admin-rights'],
      })
    }
    await request.dispose()
  })

  test('an admin opens every admin page and API', async ({ playwright, baseURL }) => {
    const email = await createAdmin('admin-guard-admin')
    const request = await playwright.request.newContext({ baseURL })
    const cookie = await signInOverHttp(request, baseURL ?? '', email)
    for (const path of adminPages.filter((page) => !page.includes(someId))) {
      const response = await request.get(path, { maxRedirects: 0, headers: { cookie } })
      expect(response.status(), path).toBe(200)
    }
    // An unknown campaign is a 404 page, not an error.
    expect((await request.get(`/admin/codes/${someId}`, { headers: { cookie } })).status()).toBe(404)
    expect((await request.get('/api/admin/purchases/export', { headers: { cookie } })).status()).toBe(200)
    await request.dispose()
  })
})

test.describe('server actions over HTTP', () => {
  test('a non-admin or visitor replaying the admin form that grants admin rights changes nothing; the same request from an admin does', async ({
    browser,
    playwright,
    baseURL,
  }) => {
    const origin = baseURL ?? ''
    const request = await playwright.request.newContext({ baseURL })
    const adminCookie = await signInOverHttp(request, origin, await createAdmin('replay-admin'))
    const userCookie = await signUpOverHttp(request, origin, uniqueAuthEmail('replay-user'))
    const targetEmail = uniqueAuthEmail('replay-target')
    await signUpOverHttp(request, origin, targetEmail)
    const roleOf = async () =>
      withDatabase(async (client) => {
        const result = await client.query<{ role: string }>('select role from users where email = $1', [
          targetEmail,
        ])
        return result.rows[0]?.role
      })

    // The admin's page without JavaScript: the form's fields name the server action (as anyone
    // could read them from the page's scripts) and carry the target user.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.setExtraHTTPHeaders({ cookie: adminCookie })
    await page.goto(`/admin/user-roles?q=${encodeURIComponent(targetEmail)}`)
    const form = page
      .getByRole('row')
      .filter({ hasText: targetEmail })
      .locator('form')
      .filter({ has: page.getByRole('button', { name: ea.users.grantAdmin }) })
    const fields = await form.evaluate((element) =>
      Object.fromEntries(
        [...new FormData(element as HTMLFormElement).entries()].map(([k, v]) => [k, String(v)]),
      ),
    )
    await context.close()
    expect(Object.keys(fields).some((name) => name.startsWith('$ACTION'))).toBe(true)
    expect(fields.admin).toBe('true')

    // Next finds an action only on the pages that use it (elsewhere: "Failed to find Server
    // Action"), so a forged call must go to the admin page, where the guard answers first; the
    // action's own check (403 before any input is read) is proven in modules/admin/permissions.test.ts.
    const replay = (cookie: string) =>
      request.post('/admin/user-roles', { multipart: fields, headers: { cookie, origin }, maxRedirects: 0 })
    const forged = await replay(userCookie)
    expectRedirect(forged, 307, `/error?message=${encodeURIComponent('no admin rights')}`, 'forged action')
    const visitor = await request.post('/admin/user-roles', {
      multipart: fields,
      headers: { origin, cookie: '' },
      maxRedirects: 0,
    })
    expect(visitor.status()).toBe(307)
    expect(await roleOf()).toBe('user')
    const genuine = await replay(adminCookie)
    expect(genuine.status()).toBe(200)
    expect(await roleOf()).toBe('admin')
    await request.dispose()
  })
})

test.describe('in the browser', () => {
  test.beforeEach(async ({ context }) => {
    await assignOwnClientAddress(context)
  })

  test('an admin grants admin rights to another user, who can then open /admin; the audit log shows it', async ({
    page,
    browser,
    signIn,
  }) => {
    const { email: adminEmail } = await signIn({ name: 'Granting Admin', admin: true })
    const other = await browser.newContext()
    await assignOwnClientAddress(other)
    const otherPage = await other.newPage()
    const { email: otherEmail } = await signInNewAccount(other, { name: 'Future Admin' })

    // Before: the other user is no admin.
    await otherPage.goto('/admin')
    await expect(otherPage).toHaveURL((url) => url.pathname === '/error')

    await page.goto('/admin/user-roles')
    await expect(page).toHaveURL((url) => url.pathname === '/admin/user-roles')
    const main = page.getByRole('main')
    await main.getByLabel(ea.users.search).fill(otherEmail)
    await main.getByRole('button', { name: ea.users.searchButton }).click()
    await expect(main.getByRole('status').first()).toHaveText('1 user')
    const row = main.getByRole('row').filter({ hasText: otherEmail })
    await expect(row.getByRole('cell', { name: ea.users.roleUser, exact: true })).toBeVisible()
    await row.getByRole('button', { name: ea.users.grantAdmin }).click()
    // The action revalidates the page: the row shows the new role without a reload, and after one.
    await expect(row.getByRole('button', { name: ea.users.revokeAdmin })).toBeVisible()
    await page.reload()
    await expect(
      main
        .getByRole('row')
        .filter({ hasText: otherEmail })
        .getByRole('cell', { name: ea.users.roleAdmin, exact: true }),
    ).toBeVisible()

    // The new admin opens /admin (the role counts at once, in the session they already have).
    await otherPage.goto('/admin')
    await expect(otherPage).toHaveURL((url) => url.pathname === '/admin')
    await expect(otherPage.getByRole('heading', { level: 1, name: en.pages.admin.title })).toBeVisible()
    await other.close()

    // The dashboard's audit log shows who granted what to whom, and filters by action.
    await page.goto('/admin')
    const audit = page.getByRole('region', { name: ea.audit.heading })
    const entry = audit.getByRole('row').filter({ hasText: otherEmail })
    await expect(entry).toContainText(ea.audit.actions['user_grant-admin'])
    await expect(entry).toContainText(adminEmail)
    await expect(entry).toContainText(
      `${ea.audit.fields.role}: ${ea.audit.values.roleUser} → ${ea.audit.values.roleAdmin}`,
    )
    await audit.getByLabel(ea.audit.filterAction).selectOption('user.grant-admin')
    await audit.getByLabel(ea.audit.filterTarget).fill(otherEmail)
    await audit.getByRole('button', { name: ea.audit.filter }).click()
    await expect(page).toHaveURL((url) => url.searchParams.get('action') === 'user.grant-admin')
    await expect(audit.getByRole('row')).toHaveCount(2)
  })

  test('an admin creates a code campaign, exports it, and a user redeems a code once', async ({
    page,
    playwright,
    baseURL,
    signIn,
  }) => {
    await signIn({ name: 'Codes Admin', admin: true })
    await page.goto('/admin/code-campaigns')
    const main = page.getByRole('main')
    const name = `Spring ${randomUUID().slice(0, 8)}`
    await main.getByLabel(ec.name, { exact: true }).fill(name)
    await main.getByLabel(ec.benefit).fill('premium-30-days')
    await main.getByLabel(ec.codeCount).fill('25')
    await main.getByLabel(ec.maxRedemptions).fill('1')
    await main.getByRole('button', { name: ec.create }).click()
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/admin/codes/'))
    await expect(main.getByRole('status').first()).toHaveText('25 codes')
    const campaignId = new URL(page.url()).pathname.split('/').pop()!

    const exported = await page.request.get(`/api/admin/codes/${campaignId}/export`)
    expect(exported.status()).toBe(200)
    const lines = (await exported.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines).toHaveLength(26)
    const code = lines[1]!.split(',')[0]!
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/)

    const request = await playwright.request.newContext({ baseURL })
    const cookie = await signUpOverHttp(request, baseURL ?? '', uniqueAuthEmail('codes-user'))
    const redeem = (typed: string, locale = 'en') =>
      request.post('/api/codes/redeem', {
        data: { code: typed, locale },
        headers: { cookie, origin: baseURL ?? '' },
      })
    const first = await redeem(code.toLowerCase())
    expect(first.status()).toBe(200)
    expect(await first.json()).toMatchObject({ ok: true, benefit: 'premium-30-days' })
    const again = await redeem(code, 'de')
    expect(again.status()).toBe(409)
    expect(await again.json()).toMatchObject({
      ok: false,
      message: messages.de.errors['codes/already-redeemed'],
    })
    const unknown = await redeem('ZZZZZ-ZZZZZ', 'fr')
    expect(unknown.status()).toBe(404)
    expect(await unknown.json()).toMatchObject({ message: messages.fr.errors['codes/unknown'] })
    await request.dispose()

    // The campaign page shows the redemption; disabling the code is audited.
    await page.reload()
    const codes = main.getByRole('region', { name: ec.codes, exact: true })
    const row = codes.getByRole('row').filter({ hasText: code })
    await expect(row).toContainText(ec.codeStatus['used-up'])
    await row.getByRole('button', { name: ec.disableCode }).click()
    await expect(row.getByRole('button', { name: ec.enableCode })).toBeVisible()
    await page.reload()
    await expect(codes.getByRole('row').filter({ hasText: code })).toContainText(ec.codeStatus.disabled)
    await expect(main.getByRole('region', { name: ec.recentRedemptions })).toContainText(code)
  })
})

test.describe('broadcast in the browser', () => {
  test.beforeEach(async ({ context }) => {
    await assignOwnClientAddress(context)
  })

  test('an admin writes a broadcast, previews it, sends a test, then sends it; the server sends each subscriber one mail', async ({
    page,
    signIn,
  }) => {
    const em = en.adminEmail
    // Italian only: the other specs' subscribers (en, de) must not get this broadcast.
    const prefix = `e2e-bc-${randomUUID().slice(0, 8)}`
    await withDatabase((client) =>
      client.query(
        `insert into newsletter_subscription
           (email, email_hash, masked_email, status, locale, consent_at, consent_text_version, confirmed_at)
         select $1 || '-' || n || '@example.test', $1 || '-hash-' || n, 'x•••@e•••.test', 'active', 'it', now(), 'v1', now()
         from generate_series(1, 3) as n`,
        [prefix],
      ),
    )

    const { email: adminEmail } = await signIn({ name: 'Broadcast Admin', admin: true })
    await page.goto('/admin/email')
    const main = page.getByRole('main')
    await main.getByText(localeNames.it, { exact: true }).click()
    const subject = `Notizie ${prefix}`
    await main.getByLabel(em.subjectIn.replace('{language}', localeNames.it)).fill(subject)
    await main.getByLabel(em.bodyIn.replace('{language}', localeNames.it)).fill('Ciao **a tutti**!')
    await main.getByRole('button', { name: em.save }).click()
    await expect(page).toHaveURL((url) => url.searchParams.has('id'))
    await expect(main.getByRole('heading', { level: 1, name: subject })).toBeVisible()

    // The preview is the mail itself, in a sandboxed frame.
    const preview = page.frameLocator(
      `iframe[title="${em.previewFrame.replace('{language}', localeNames.it)}"]`,
    )
    await expect(preview.locator('strong')).toHaveText('a tutti')

    await main.getByRole('button', { name: em.testSubmit }).click()
    await expect(main.getByText(em.testSent)).toBeVisible()
    const testMail = await waitForMail(adminEmail)
    expect(testMail.subject).toContain(subject)
    expect(testMail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

    await main.getByLabel(em.sendConfirm).check()
    await main.getByRole('button', { name: em.sendSubmit }).click()
    // Live progress until the server's worker has sent everything; the page then shows it sent.
    await expect(main.getByText(em.statusIntro.completed)).toBeVisible({ timeout: 30_000 })
    const sent = Number(await main.getByTestId('progress-sent').textContent())
    expect(sent).toBeGreaterThanOrEqual(3)
    await expect(main.getByTestId('progress-remaining')).toHaveText('0')

    for (let n = 1; n <= 3; n += 1) {
      const to = `${prefix}-${n}@example.test`
      const mail = await waitForMail(to)
      expect(await listMailsTo(to)).toHaveLength(1)
      expect(mail.subject).toBe(subject)
      expect(mail.headers['List-Unsubscribe']).toMatch(/\/it\/unsubscribe\/[0-9a-f-]{36}>/)
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    }
  })

  test('an admin pauses a sending broadcast and resumes it; progress stays live and it completes once per subscriber', async ({
    page,
    signIn,
  }) => {
    // 400 mails, paused and resumed: on a loaded two-core machine this takes a while.
    test.setTimeout(4 * 60_000)
    const em = en.adminEmail
    // Portuguese only, and enough recipients (~8 s of sending) to pause in the middle.
    const prefix = `e2e-bp-${randomUUID().slice(0, 8)}`
    const count = 400
    await withDatabase((client) =>
      client.query(
        `insert into newsletter_subscription
           (email, email_hash, masked_email, status, locale, consent_at, consent_text_version, confirmed_at)
         select $1 || '-' || n || '@example.test', $1 || '-hash-' || n, 'x•••@e•••.test', 'active', 'pt', now(), 'v1', now()
         from generate_series(1, $2::int) as n`,
        [prefix, count],
      ),
    )
    const deliveries = (status: string) =>
      withDatabase(async (client) => {
        const result = await client.query<{ n: string }>(
          `select count(*) as n from broadcast_delivery d join newsletter_subscription s on s.id = d.subscription_id
           where s.email like $1 and d.status = any($2::text[])`,
          [`${prefix}-%`, status.split(',')],
        )
        return Number(result.rows[0]?.n)
      })

    await signIn({ name: 'Broadcast Admin', admin: true })
    await page.goto('/admin/email')
    const main = page.getByRole('main')
    await main.getByText(localeNames.pt, { exact: true }).click()
    const subject = `Novidades ${prefix}`
    await main.getByLabel(em.subjectIn.replace('{language}', localeNames.pt)).fill(subject)
    await main.getByLabel(em.bodyIn.replace('{language}', localeNames.pt)).fill('Olá!')
    await main.getByRole('button', { name: em.save }).click()
    await expect(page).toHaveURL((url) => url.searchParams.has('id'))
    await main.getByLabel(em.sendConfirm).check()
    await main.getByRole('button', { name: em.sendSubmit }).click()
    await main.getByRole('button', { name: em.pause }).click()
    await expect(main.getByText(em.statusIntro.paused)).toBeVisible()
    // Paused: the worker finishes the rows it holds and takes no more.
    await expect.poll(() => deliveries('claimed,sending')).toBe(0)
    const sentWhilePaused = await deliveries('sent')
    expect(sentWhilePaused).toBeLessThan(count)
    await expect(main.getByTestId('progress-remaining')).toHaveText(String(count - sentWhilePaused))

    await main.getByRole('button', { name: em.resume }).click()
    await expect(main.getByText(em.statusIntro.completed)).toBeVisible({ timeout: 3 * 60_000 })
    await expect(main.getByTestId('progress-sent')).toHaveText(String(count))
    await expect(main.getByTestId('progress-remaining')).toHaveText('0')
    const mails = (await readOutbox()).filter((mail) => mail.to.startsWith(`${prefix}-`))
    expect(mails).toHaveLength(count)
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(count)
  })
})

test.describe('purchase webhook over HTTP', () => {
  const secret = 'e2e-purchases-webhook-secret-0123456789abcdef' // playwright.config.ts

  test('a bad signature gets 401; the same notification twice makes one purchase', async ({ request }) => {
    const body = JSON.stringify({
      type: 'purchase',
      store: 'app-store',
      transactionId: `e2e-${randomUUID()}`,
      product: 'premium-yearly',
      amountMinor: 2999,
      currency: 'EUR',
      occurredAt: new Date().toISOString(),
    })
    const sign = (raw: string) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`
    const post = (signature: string) =>
      request.post('/api/purchases/webhook', {
        data: body,
        headers: { 'content-type': 'application/json', 'x-exhale-signature': signature },
      })
    const forged = await post(sign(`${body} `))
    expect(forged.status()).toBe(401)
    expect(await forged.json()).toEqual({
      ok: false,
      code: 'purchases/invalid-signature',
      message: en.errors['purchases/invalid-signature'],
    })
    const first = await post(sign(body))
    expect(first.status()).toBe(200)
    const created = (await first.json()) as { result: string; purchaseId: string }
    expect(created.result).toBe('created')
    const replay = await post(sign(body))
    expect(await replay.json()).toEqual({ result: 'unchanged', purchaseId: created.purchaseId })
  })
})
