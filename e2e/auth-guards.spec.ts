import {
  AUTH_PASSWORD,
  assignOwnClientAddress,
  runCreateAdmin,
  signInInBrowser,
  signInOverHttp,
  signUpOverHttp,
  uniqueAuthEmail,
} from './auth-helpers'
import { expect, test } from './support/fixtures'
import { expectRedirect } from './support/http'
import { messages } from './support/messages'

// Visitor, signed-in user and admin on the guarded paths get exactly the replaced site's outcomes
// (docs/ARCHITECTURE.md, product rules), over plain HTTP (no JavaScript) and in the browser.

const adminPaths = ['/admin', '/admin/user-roles', '/de/admin']
const allPaths = [...adminPaths, '/data-deletion']

function loginFor(path: string) {
  const locale = path.startsWith('/de/') ? '/de' : ''
  return `${locale}/login?redirect=${encodeURIComponent(path)}`
}
function noAdminRightsFor(path: string) {
  const locale = path.startsWith('/de/') ? '/de' : ''
  return `${locale}/error?message=${encodeURIComponent('no admin rights')}`
}

test.describe('over HTTP without JavaScript', () => {
  test('a visitor is sent to login with the wanted path', async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL })
    for (const path of allPaths) {
      expectRedirect(await request.get(path, { maxRedirects: 0 }), 307, loginFor(path), path)
    }
    // Percent-encoded spellings of a guarded path are guarded too.
    expectRedirect(await request.get('/%61dmin', { maxRedirects: 0 }), 307, loginFor('/admin'), '/%61dmin')
    await request.dispose()
  })

  // With a session cookie these pages skip the proxy (decision 075): a cookie that names no
  // session must still get the guard's answer, from the page, with the wanted query kept.
  test('a visitor or a stale session cookie on /account or /progress is sent to login', async ({
    playwright,
    baseURL,
  }) => {
    const paths = ['/account?setup=second-factor', '/de/progress', '/progress/insights?period=week']
    for (const cookie of [undefined, 'exhale.session_token=no-such-session.signature']) {
      const request = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: cookie ? { cookie } : {},
      })
      for (const path of paths) {
        const what = `${path} ${cookie ? 'with a stale cookie' : 'as a visitor'}`
        expectRedirect(await request.get(path, { maxRedirects: 0 }), 307, loginFor(path), what)
      }
      await request.dispose()
    }
  })

  test('a signed-in user without the admin role gets /error?message=no admin rights', async ({
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext({ baseURL })
    const cookie = await signUpOverHttp(request, baseURL ?? '', uniqueAuthEmail('guard-user'))
    for (const path of adminPaths) {
      expectRedirect(
        await request.get(path, { maxRedirects: 0, headers: { cookie } }),
        307,
        noAdminRightsFor(path),
        path,
      )
    }
    const deletion = await request.get('/data-deletion', { maxRedirects: 0, headers: { cookie } })
    expect(deletion.status()).toBe(200)
    await request.dispose()
  })

  test('an admin made by npm run create-admin opens every admin path', async ({ playwright, baseURL }) => {
    const email = uniqueAuthEmail('guard-admin')
    const output = await runCreateAdmin(['--email', email, '--password', AUTH_PASSWORD])
    expect(output).toContain(`${email}: created, password set.`)
    const request = await playwright.request.newContext({ baseURL })
    const cookie = await signInOverHttp(request, baseURL ?? '', email)
    for (const path of allPaths) {
      const response = await request.get(path, { maxRedirects: 0, headers: { cookie } })
      expect(response.status(), path).toBe(200)
    }
    await request.dispose()
  })
})

test.describe('in the browser', () => {
  test.beforeEach(async ({ context }) => {
    await assignOwnClientAddress(context)
  })

  test('a signed-in user sees the localized no-admin-rights text', async ({ page, signIn }) => {
    await signIn({ locale: 'de' })
    await page.goto('/de/admin')
    await expect(page).toHaveURL((url) => url.pathname === '/de/error')
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      messages.de.errors['common/no-admin-rights'],
    )
  })

  test('an admin made by create-admin signs in and opens /admin', async ({ visitor: page }) => {
    const email = uniqueAuthEmail('guard-browser-admin')
    await runCreateAdmin(['--email', email, '--password', AUTH_PASSWORD, '--name', 'First Admin'])
    await signInInBrowser(page, { email, redirect: '/admin' })
    await expect(page).toHaveURL((url) => url.pathname === '/admin')
    await expect(page.getByRole('heading', { level: 1, name: messages.en.pages.admin.title })).toBeVisible()
    // The operator's act confirmed the address (decision 049): no confirmation is asked for.
    await page.goto('/account')
    await expect(page.getByText(`(${messages.en.auth.account.emailVerified})`)).toBeVisible()
    await expect(page.getByText(messages.en.auth.account.emailNotVerified)).toHaveCount(0)
    await expect(page.getByRole('button', { name: messages.en.auth.account.resendVerification })).toHaveCount(
      0,
    )
  })

  test('create-admin without a password mails a set-password link that works once', async ({
    visitor: page,
  }) => {
    const email = uniqueAuthEmail('guard-set-password')
    const output = await runCreateAdmin(['--email', email, '--locale', 'de'])
    const link = /http\S+\/api\/auth\/reset-password\/\S+/.exec(output)?.[0]
    expect(link).toBeDefined()
    await page.goto(link!)
    await expect(page).toHaveURL((url) => url.pathname === '/de/reset-password')
    await page
      .getByRole('main')
      .getByLabel(messages.de.auth.fields.newPassword)
      .fill('First-admin-breath-2026')
    await page.getByRole('main').getByRole('button', { name: messages.de.auth.reset.submit }).click()
    await expect(page.getByRole('main').getByRole('status')).toHaveText(messages.de.auth.reset.done)
    await signInInBrowser(page, {
      email,
      password: 'First-admin-breath-2026',
      locale: 'de',
      redirect: '/de/admin',
    })
    await expect(page).toHaveURL((url) => url.pathname === '/de/admin')
  })
})
