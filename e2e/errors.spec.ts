import { languageTags } from '@/i18n/locales'
import { expect, test } from './support/fixtures'
import { format, messages } from './support/messages'

// 404 page, the error boundary's variants, bot answers and /error?message= escaping.
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

for (const [locale, path] of [
  ['en', '/no-such-page/at-all'],
  ['de', '/de/gibt-es-nicht'],
  ['ru', '/ru/нет-такой-страницы'],
] as const) {
  test(`an unknown route in ${locale} answers 404 with the localized "Page not found" page`, async ({
    visitor: page,
  }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', languageTags[locale])
    const t = messages[locale].notFound
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    await page.getByRole('link', { name: t.backHome }).click()
    await expect(page).toHaveURL(locale === 'en' ? /\/$/ : new RegExp(`/${locale}$`))
  })
}

for (const path of ['/posts/unknown', '/de/posts/unknown']) {
  test(`a failed validity check (${path}) shows 'Page Not Found: ${path}'`, async ({ visitor: page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    const locale = path.startsWith('/de/') ? 'de' : 'en'
    await expect(page.locator('html')).toHaveAttribute('lang', languageTags[locale])
    await expect(page.getByRole('heading', { level: 1, name: messages[locale].notFound.title })).toBeVisible()
    await expect(
      page.getByText(format(messages[locale].notFound.path, { path }), { exact: true }),
    ).toBeVisible()
  })
}

test('a bot gets the status with a short plain-text body, no error page', async ({ request }) => {
  for (const path of ['/no-such-page', '/de/gibt-es-nicht']) {
    const response = await request.get(path, { headers: { 'User-Agent': googlebot }, maxRedirects: 0 })
    expect.soft(response.status(), path).toBe(404)
    expect.soft(response.headers()['content-type'], path).toMatch(/^text\/plain\b/)
    const body = await response.text()
    expect.soft(body.length, path).toBeLessThan(100)
    expect.soft(body, path).not.toMatch(/<html|<body|<script/i)
  }
})

test('a missing file outside any locale answers 404, not 500', async ({ request }) => {
  // Such paths skip the proxy and reach app/[locale] with 'no-such-file.png' as the locale.
  for (const path of ['/no-such-file.png', '/no-such-file.txt', '/de/no-such-file.png']) {
    expect.soft((await request.get(path)).status(), path).toBe(404)
  }
})

test('a bot still gets real pages', async ({ request }) => {
  const response = await request.get('/de/hilfe', { headers: { 'User-Agent': googlebot } })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/html\b/)
})

for (const locale of ['en', 'de'] as const) {
  test(`/error?message= outside the catalogue shows the generic text in ${locale}, never the value`, async ({
    visitor: page,
  }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    for (const message of [
      'Call support at +1-555-0100 to restore your account',
      '<script>window.__xss = true; alert("xss")</script><img src=x onerror="window.__xss = true">',
    ]) {
      const response = await page.goto(
        `${locale === 'en' ? '' : `/${locale}`}/error?message=${encodeURIComponent(message)}`,
      )
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('main')).not.toContainText('555-0100')
      await expect(
        page.getByRole('heading', { level: 1, name: messages[locale].pages.error.title }),
      ).toBeVisible()
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        messages[locale].errors['common/unknown'],
      )
      await page.waitForLoadState('load')
      expect(await page.evaluate(() => '__xss' in window)).toBe(false)
    }
    expect(dialogs).toEqual([])
  })
}

for (const locale of ['en', 'de'] as const) {
  test(`/error?message=no admin rights shows the localized text in ${locale}`, async ({ visitor: page }) => {
    await page.goto(`${locale === 'en' ? '' : `/${locale}`}/error?message=no%20admin%20rights`)
    // Inside main: Next's route announcer is an alert too.
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      messages[locale].errors['common/no-admin-rights'],
    )
  })
}

for (const locale of ['en', 'fr'] as const) {
  test(`a page that fails shows "Internal Server Error" in ${locale} and never a stack trace`, async ({
    visitor: page,
  }) => {
    const response = await page.goto(locale === 'en' ? '/test-error' : `/${locale}/test-error`)
    expect(response?.status()).toBe(500)
    const t = messages[locale].errorPage
    await expect(page.getByRole('heading', { level: 1, name: t.internalTitle })).toBeVisible()
    await expect(page.getByText(t.internalDescription)).toBeVisible()
    await expect(page.getByRole('button', { name: t.retry })).toBeVisible()
    // What a visitor reads: no message, file, line or stack frame of the failure.
    const body = page.locator('body')
    await expect(body).not.toContainText('E2E_TEST_ERROR', { useInnerText: true })
    await expect(body).not.toContainText(/\bat \S+ \(|\.tsx?:\d+|node_modules|webpack|turbopack/i, {
      useInnerText: true,
    })
    const html = await page.content()
    expect(html).not.toContain('E2E_TEST_ERROR')
  })
}
