import sharp from 'sharp'
import { languageTags } from '@/i18n/locales'
import { expect, test } from './support/fixtures'
import { format, messages } from './support/messages'

// The details a visitor notices (decision 050 and others).
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

test.describe('unknown addresses answer with the localized 404 in the server HTML', () => {
  const cases = [
    { path: '/this-page-does-not-exist', locale: 'en' },
    { path: '/de/gibt-es-nicht', locale: 'de' },
    { path: '/posts/no-such-post', locale: 'en' },
    { path: '/fr/posts/aucun-article', locale: 'fr' },
    { path: '/ru/certificate/AAAAAAAAAAAAAAAAAAAAAAAA', locale: 'ru' },
  ] as const
  for (const { path, locale } of cases) {
    test(`${path} (browser User-Agent)`, async ({ request }) => {
      const response = await request.get(path, { headers: { 'user-agent': BROWSER, accept: 'text/html' } })
      expect(response.status()).toBe(404)
      const html = await response.text()
      const m = messages[locale].notFound
      expect(html).not.toContain('__next_error__')
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${languageTags[locale]}"`))
      expect(html).toContain(`<title>${m.title}</title>`)
      expect(html).toMatch(new RegExp(`<h1[^>]*>${m.title}</h1>`))
    })
  }

  test('a client that takes any type (curl, crawlers) gets the same page', async ({ request }) => {
    const response = await request.get('/this-page-does-not-exist', {
      headers: { 'user-agent': BROWSER, accept: '*/*' },
    })
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).not.toContain('__next_error__')
    expect(html).toContain(`<title>${messages.en.notFound.title}</title>`)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the page shows the message and a way home, at the address asked for', async ({ page }) => {
      const response = await page.goto('/de/gibt-es-nicht')
      expect(response?.status()).toBe(404)
      const m = messages.de.notFound
      await expect(page).toHaveTitle(m.title)
      await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: m.backHome })).toBeVisible()
      // The address stays the one asked for, and the page says which it was.
      expect(new URL(page.url()).pathname).toBe('/de/gibt-es-nicht')
      await expect(
        page.getByText(format(m.path, { path: '/de/gibt-es-nicht' }), { exact: true }),
      ).toBeVisible()
    })

    test('the requested path is shown as text, markup in it escaped', async ({ page }) => {
      const path = '/posts/<b>bold</b>'
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByText(format(messages.en.notFound.path, { path }), { exact: true })).toBeVisible()
      await expect(page.locator('main b')).toHaveCount(0)
    })
  })

  test('with JavaScript the 404 stays at its address and hydrates cleanly', async ({ visitor: page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/posts/no-such-post')
    await expect(page.getByRole('heading', { level: 1, name: messages.en.notFound.title })).toBeVisible()
    await expect(page.getByText('/posts/no-such-post')).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/posts/no-such-post')
    expect(errors).toEqual([])
  })

  test('a client can not make a real page answer with the 404', async ({ request }) => {
    const response = await request.get('/help', {
      headers: { 'user-agent': BROWSER, accept: 'text/html', 'x-exhale-not-found-render': 'guess' },
    })
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain(`<h1`)
  })
})

test('/favicon.ico is an icon', async ({ request }) => {
  const response = await request.get('/favicon.ico')
  expect(response.status()).toBe(200)
  const bytes = Buffer.from(await response.body())
  // ICO header: reserved 0, type 1 (icon).
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0])
})

test('the home page has one newsletter form', async ({ visitor: page }) => {
  await page.goto('/')
  const n = messages.en.newsletter
  await expect(page.getByRole('button', { name: n.subscribe })).toHaveCount(1)
  await expect(page.getByRole('main').getByRole('button', { name: n.subscribe })).toBeVisible()
  // Other pages keep the footer's.
  await page.goto('/help')
  await expect(page.getByRole('contentinfo').getByRole('button', { name: n.subscribe })).toBeVisible()
})

test('the survey progress bar is drawn in the brand colour', async ({ visitor: page }) => {
  await page.goto('/survey/test')
  const bar = page.getByRole('progressbar')
  await expect(bar).toBeVisible()
  // The filled part (question 1 of 6) starts at the bar's left end: brand green #0f7a5c there.
  const { data, info } = await sharp(await bar.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true })
  const y = Math.floor(info.height / 2)
  const pixel = (x: number) => [
    ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
  ]
  expect(pixel(Math.floor(info.width / 12))).toEqual([15, 122, 92])
  expect(pixel(info.width - 4)).toEqual([226, 232, 240])
})

test('Help and Privacy name only the sign-in ways this site offers', async ({ visitor: page }) => {
  // The e2e server has the OpenID Connect mock ("Mock ID") configured, no Google and no Apple.
  for (const path of ['/help', '/privacy', '/de/hilfe', '/de/privacy']) {
    await page.goto(path)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(main).not.toContainText('Google')
    await expect(main).not.toContainText('Apple')
    await expect(main).not.toContainText('sign_in.providers')
  }
  await page.goto('/help')
  await expect(page.getByRole('main')).toContainText('You can also sign in with Mock ID.')
  await page.goto('/de/privacy')
  await expect(page.getByRole('main')).toContainText('Wenn du dich über Mock ID anmeldest')
})
