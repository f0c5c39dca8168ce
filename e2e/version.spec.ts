import { RELOAD_GUARD_KEY, RELOAD_GUARD_TTL_MS } from '@/modules/site/reload-guard'
import { expect, type Page, test } from './support/fixtures'
import { messages } from './support/messages'

// /builds/latest.json, the "new version" prompt and the chunk load error reload guard.

test('/builds/latest.json names the build and is never cached', async ({ request }) => {
  const response = await request.get('/builds/latest.json')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toMatch(/no-cache|no-store/)
  const body: unknown = await response.json()
  expect(body).toEqual({ id: expect.any(String), timestamp: expect.any(Number) })
  const { id, timestamp } = body as { id: string; timestamp: number }
  expect(id.length).toBeGreaterThan(0)
  expect(Number.isFinite(timestamp) && timestamp > Date.parse('2025-01-01')).toBe(true)
})

/** Serves another build id than the page was built with, as after a deploy. */
async function pretendNewBuild(page: Page) {
  await page.route('**/builds/latest.json', (route) =>
    route.fulfill({
      json: { id: 'e2e-newer-build', timestamp: Date.now() },
      headers: { 'Cache-Control': 'no-store' },
    }),
  )
}

/** Counts full loads of the main frame (a reload is one) after the first. */
function countReloads(page: Page) {
  const counter = { loads: 0 }
  page.on('load', () => {
    counter.loads += 1
  })
  return counter
}

test('a changed build id on window focus shows the localized prompt; Reload reloads', async ({ page }) => {
  await pretendNewBuild(page)
  await page.goto('/de/hilfe')
  const t = messages.de.version
  const prompt = page.getByRole('status').filter({ hasText: t.available })
  // The check runs on focus once the page is hydrated; focus until the prompt shows.
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    await expect(prompt).toBeVisible({ timeout: 1_000 })
  }).toPass()

  const reloads = countReloads(page)
  await page.evaluate(() => {
    ;(window as Window & { __beforeReload?: boolean }).__beforeReload = true
  })
  await prompt.getByRole('button', { name: t.reload }).click()
  await expect.poll(() => reloads.loads).toBe(1)
  await expect(page).toHaveURL(/\/de\/hilfe$/)
  expect(await page.evaluate(() => '__beforeReload' in window)).toBe(false)
})

test('the same build id shows no prompt', async ({ page }) => {
  let checks = 0
  await page.route('**/builds/latest.json', async (route) => {
    checks += 1
    await route.continue()
  })
  await page.goto('/')
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    expect(checks).toBeGreaterThan(0)
  }).toPass()
  // The answer of the real endpoint has been read; no prompt may follow it.
  await page.evaluate(() => fetch('/builds/latest.json').then((response) => response.json()))
  await expect(page.getByRole('status').filter({ hasText: messages.en.version.available })).toHaveCount(0)
})

test('the client also polls every minute without focus', async ({ page }) => {
  await page.clock.install()
  await pretendNewBuild(page)
  await page.goto('/fr')
  const prompt = page.getByRole('status').filter({ hasText: messages.fr.version.available })
  await expect(async () => {
    await page.clock.runFor(60_000)
    await expect(prompt).toBeVisible({ timeout: 1_000 })
  }).toPass()
})

type TGuardWindow = Window & { __guardReads?: number }

/** Counts reads of the reload guard, so a test knows the chunk error handler ran. */
async function watchReloadGuard(page: Page) {
  await page.addInitScript((key) => {
    const read = Storage.prototype.getItem
    Storage.prototype.getItem = function (this: Storage, name: string) {
      if (name === key)
        (window as TGuardWindow).__guardReads = ((window as TGuardWindow).__guardReads ?? 0) + 1
      return read.call(this, name)
    }
  }, RELOAD_GUARD_KEY)
}

/**
 * Raises what a browser raises when a script chunk of an old build is gone. Answers whether the
 * page's handler looked at the reload guard (false before hydration).
 */
function fireChunkError(kind: 'error' | 'unhandledrejection'): boolean {
  const readsBefore = (window as TGuardWindow).__guardReads ?? 0
  const error = new Error('Loading chunk 4711 failed.\n(error: http://localhost/_next/static/chunks/4711.js)')
  error.name = 'ChunkLoadError'
  if (kind === 'error') {
    window.dispatchEvent(new ErrorEvent('error', { error, message: `${error.name}: ${error.message}` }))
  } else {
    const promise = Promise.reject(error)
    promise.catch(() => undefined) // only the synthetic event may report it
    window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise, reason: error }))
  }
  return ((window as TGuardWindow).__guardReads ?? 0) > readsBefore
}

test('a chunk load error reloads the page once; a second one within 10 s does not', async ({ page }) => {
  await watchReloadGuard(page)
  await page.goto('/de/hilfe')
  const reloads = countReloads(page)

  const before = Date.now()
  await expect(async () => {
    // The reload destroys the page's context mid-call; that is the expected outcome.
    await page.evaluate(fireChunkError, 'error' as const).catch((error: Error) => {
      if (!/context was destroyed|navigation|Target closed/i.test(error.message)) throw error
    })
    expect(reloads.loads).toBe(1)
  }).toPass()
  await expect(page).toHaveURL(/\/de\/hilfe$/)
  const claimedAt = Number(await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_GUARD_KEY))
  expect(claimedAt).toBeGreaterThanOrEqual(before - 1_000)
  expect(claimedAt).toBeLessThanOrEqual(Date.now())

  // Same tab, moments later: the guard is read (the handler ran) and refuses a second reload.
  await expect.poll(() => page.evaluate(fireChunkError, 'unhandledrejection' as const)).toBe(true)
  expect(Date.now() - claimedAt).toBeLessThan(RELOAD_GUARD_TTL_MS)
  expect(Number(await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_GUARD_KEY))).toBe(claimedAt)
  // A round trip to the server: a reload asked for by the handler would have started by now.
  expect(await page.evaluate(() => fetch('/healthz').then((response) => response.status))).toBe(200)
  expect(reloads.loads).toBe(1)
  await expect(page).toHaveURL(/\/de\/hilfe$/)
})
