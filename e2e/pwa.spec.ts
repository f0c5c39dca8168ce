import { assignOwnClientAddress } from './auth-helpers'
import { type APIRequestContext, expect, type Page, test } from './support/fixtures'
import { messages } from './support/messages'
import { encodedPath, languageTags, locales, type TLocale } from './support/routes'

// The installable web app: a manifest per locale with its icons, the service worker that keeps
// visited content pages for offline reading (and the localized offline page for the rest), and
// never keeps a signed-in or admin response. The /install page's button appears on
// `beforeinstallprompt`.

type TManifest = {
  name: string
  short_name: string
  lang: string
  start_url: string
  scope: string
  id: string
  display: string
  theme_color: string
  background_color: string
  icons: { src: string; sizes: string; type: string; purpose?: string }[]
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

async function expectPng(request: APIRequestContext, url: string, size: number) {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  expect(response.headers()['content-type']).toBe('image/png')
  expect(pngSize(await response.body()), url).toEqual({ width: size, height: size })
}

// This file is about the service worker: it runs here (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

function headLink(html: string, rel: string): string | undefined {
  const tag = [...html.matchAll(/<link\s[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(`rel="${rel}"`))
  return tag ? /href="([^"]*)"/.exec(tag)?.[1] : undefined
}

for (const locale of locales) {
  test(`the ${locale} pages link a valid ${locale} web app manifest and an Apple touch icon`, async ({
    request,
  }) => {
    const home = locale === 'en' ? '/' : `/${locale}`
    const html = await (await request.get(encodedPath(locale, '/help'))).text()
    const manifestUrl = headLink(html, 'manifest')
    expect(manifestUrl).toBe(`/manifests/${locale}.webmanifest`)
    const response = await request.get(manifestUrl ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/)
    const manifest = (await response.json()) as TManifest
    expect(manifest).toMatchObject({
      name: messages[locale].pwa.manifest.name,
      lang: languageTags[locale],
      start_url: home,
      scope: home,
      id: home,
      display: 'standalone',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    })
    // Short enough for a home screen label.
    expect(manifest.short_name.length).toBeGreaterThan(0)
    expect(manifest.short_name.length).toBeLessThanOrEqual(12)
    // The start URL opens this locale's home page, inside the scope.
    const start = await request.get(manifest.start_url, { maxRedirects: 0 })
    expect(start.status()).toBe(200)
    for (const [size, purpose] of [
      [192, 'any'],
      [512, 'any'],
      [512, 'maskable'],
    ] as const) {
      const icon = manifest.icons.find(
        (i) => i.sizes === `${size}x${size}` && (i.purpose ?? 'any').split(' ').includes(purpose),
      )
      expect(icon, `${size} ${purpose} icon`).toBeDefined()
      expect(icon?.type).toBe('image/png')
      await expectPng(request, icon?.src ?? '', size)
    }
    const appleTouchIcon = headLink(html, 'apple-touch-icon')
    expect(appleTouchIcon).toBeDefined()
    await expectPng(request, appleTouchIcon ?? '', 180)
  })
}

test('Chromium finds the site installable and reads the manifest without errors', async ({
  page,
  context,
}) => {
  // The check behind Lighthouse's former installability audit (removed in Lighthouse 12):
  // Chromium's own verdict over the DevTools protocol, in English and German.
  const cdp = await context.newCDPSession(page)
  for (const locale of ['en', 'de'] as const) {
    await page.goto(encodedPath(locale, '/help'))
    await waitForServiceWorker(page)
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] }
    expect(new URL(manifest.url).pathname).toBe(`/manifests/${locale}.webmanifest`)
    expect(manifest.errors).toEqual([])
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[]
    }
    // Playwright's browser contexts are off-the-record profiles; Chromium never installs from
    // those, and says so, whatever the site. Every other reason would be the site's.
    expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([])
  }
})

test('the service worker is built and served uncached from /sw.js', async ({ request }) => {
  const response = await request.get('/sw.js')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/javascript/)
  expect(response.headers()['cache-control']).toContain('no-cache')
  const source = await response.text()
  // The precache list names the offline and the craving page of every locale.
  for (const locale of locales)
    for (const page of ['offline', 'craving'])
      expect(source).toContain(`"${locale === 'en' ? `/${page}` : `/${locale}/${page}`}"`)
})

/** Waits until the service worker controls the page (it claims clients on activation). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
}

/** Every URL stored in any of the origin's caches (the service worker's precache and runtime caches). */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname)
    }
    return urls
  })
}

async function isCached(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (url) => (await caches.match(url)) !== undefined, path)
}

test.describe('offline', () => {
  test.beforeEach(async ({ context }) => {
    await assignOwnClientAddress(context)
  })

  test('a visited help page still renders offline, an unvisited page shows the localized offline page', async ({
    page,
    context,
  }) => {
    const visited: { locale: TLocale; path: string }[] = [
      { locale: 'en', path: '/help' },
      { locale: 'de', path: '/help' },
    ]
    await page.goto('/')
    await waitForServiceWorker(page)
    const headings = new Map<string, string>()
    for (const { locale, path } of visited) {
      const url = encodedPath(locale, path)
      await page.goto(url)
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toBeVisible()
      headings.set(url, (await heading.textContent()) ?? '')
      await expect.poll(() => isCached(page, url), { message: `${url} is stored` }).toBe(true)
    }

    await context.setOffline(true)
    for (const { locale, path } of visited) {
      const url = encodedPath(locale, path)
      await page.goto(url)
      await expect(page.locator('html')).toHaveAttribute('lang', languageTags[locale])
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headings.get(url) ?? '')
      await expect(page.getByRole('main')).not.toContainText(messages[locale].pwa.offline.title)
    }
    for (const locale of ['en', 'de', 'ru'] as const) {
      await page.goto(encodedPath(locale, '/quit-smoking'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[locale].pwa.offline.title)
      await expect(page.locator('html')).toHaveAttribute('lang', languageTags[locale])
    }
    await context.setOffline(false)
  })

  test('no response of /account or /admin is ever stored', async ({ page, baseURL, signIn }) => {
    await page.goto('/')
    await waitForServiceWorker(page)
    await signIn({ name: 'Worker Admin', admin: true })
    await page.goto('/account')
    await expect(page).toHaveURL((url) => url.pathname === '/account')
    for (const path of ['/account', '/admin', '/admin/user-roles', '/de/account', '/de/admin', '/help']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    }
    // A public page is stored (so the worker really is storing pages) …
    await expect.poll(() => isCached(page, '/help')).toBe(true)
    // … and nothing personal is.
    const urls = await cachedUrls(page)
    expect(urls.length).toBeGreaterThan(0)
    const personal = urls.filter((url) =>
      /^(\/[a-z]{2})?\/(account|admin|data-deletion|login)(\/|$)/.test(url),
    )
    expect(personal, `cached personal pages on ${baseURL}`).toEqual([])
  })
})

test('the install page explains Android, iOS and desktop and offers the browser’s install prompt', async ({
  page,
}) => {
  const m = messages.en.pwa.install
  await page.goto('/install')
  const main = page.getByRole('main')
  for (const platform of ['iPhone', 'Android', 'Computer']) {
    await expect(main.getByRole('heading', { name: new RegExp(platform) })).toBeVisible()
  }
  const prompt = main.getByRole('region', { name: m.heading })
  await expect(prompt).toContainText(m.fallback)
  await expect(prompt.getByRole('button', { name: m.button })).toHaveCount(0)
  // What Chromium fires when the site is installable: the page keeps it for its own button.
  // Fired again until the page's script listens (it may still be loading).
  const button = prompt.getByRole('button', { name: m.button })
  await expect(async () => {
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>
      event.prompt = async () => {
        ;(window as unknown as Record<string, unknown>).__prompted = true
      }
      event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' })
      window.dispatchEvent(event)
    })
    await expect(button).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await button.click()
  await expect(prompt).toContainText(m.accepted)
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__prompted)).toBe(true)
})
