import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { FakeStoryblok } from '@/modules/content/testing/fake-storyblok'
import { isBuildStale } from '@/server/build'
import { findFreePort, spawnApp } from './support/app-process'
import { expect, test } from './support/fixtures'
import { messages } from './support/messages'
import { resetDataDir } from './support/postgres-process'

// The whole app with STORYBLOK_TOKEN set, reading from the local fake Storyblok API (which
// enforces 5 requests/s and can answer 429 or 500): a page Storyblok publishes renders, a burst
// of 429s is retried, and a 500 gives the localized error page while the app keeps running.
// The build is the web server's: its prerendered pages came from the shipped stories, so the
// tests use posts that exist only in Storyblok and therefore render on request.
const root = path.resolve(import.meta.dirname, '..')
const dataDir = '.tmp/e2e/storyblok-data'

test.describe.configure({ mode: 'serial', timeout: 3 * 60_000 })

let fake: FakeStoryblok
let app: ChildProcess | undefined
let output = ''
let origin = ''

/** A post that only Storyblok has, in English and German (a copy of a shipped one, renamed). */
function publishPost(id: string, uuidSuffix: string) {
  for (const locale of ['en', 'de'] as const) {
    const shipped = JSON.parse(
      fs.readFileSync(path.join(root, 'content', locale, 'posts', 'beat-cravings.json'), 'utf8'),
    )
    fake.putStory(locale, {
      ...shipped,
      id: 900_000 + Number.parseInt(uuidSuffix, 16),
      uuid: `00000000-0000-4000-8000-${uuidSuffix.padStart(12, '0')}`,
      slug: id,
      full_slug: `posts/${id}`,
      content: { ...shipped.content, title: `${shipped.content.title} (Storyblok ${locale})` },
    })
  }
}

test.beforeAll(async () => {
  // Starting would rebuild into the dist dir the web server serves from: only on a fresh build.
  test.skip(
    !process.env.CI && isBuildStale(root, { environment: false }),
    'sources changed after the e2e server was built; run again to include the Storyblok tests',
  )
  fake = await new FakeStoryblok({ contentDir: path.join(root, 'content') }).start()
  publishPost('storyblok-only', 'a1')
  publishPost('storyblok-after-429', 'a2')
  publishPost('storyblok-down', 'a3')
  await resetDataDir(dataDir)
  const port = await findFreePort()
  origin = `http://localhost:${port}`
  app = spawnApp({
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: origin,
    STORYBLOK_TOKEN: 'public-token',
    STORYBLOK_ENDPOINT: fake.endpoint,
  })
  app.stdout?.on('data', (chunk: Buffer) => {
    output += chunk
  })
  app.stderr?.on('data', (chunk: Buffer) => {
    output += chunk
  })
  let exited = false
  app.on('exit', () => {
    exited = true
  })
  await expect
    .poll(
      async () => {
        if (exited) throw new Error(`the app exited before it was ready:\n${output}`)
        const response = await fetch(`${origin}/readyz`).catch(() => undefined)
        return response?.status
      },
      { timeout: 2 * 60_000, intervals: [250, 500, 1000] },
    )
    .toBe(200)
})

test.afterAll(async () => {
  if (app?.pid) {
    // SIGTERM stops the app and its PostgreSQL; wait for that before removing the data.
    const exited = new Promise((resolve) => app?.once('exit', resolve))
    process.kill(-app.pid, 'SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))])
  }
  await fake?.stop()
  await resetDataDir(dataDir)
})

test('a post published in Storyblok renders in its language, within 5 requests a second', async ({
  page,
}) => {
  const response = await page.goto(`${origin}/de/posts/storyblok-only`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\(Storyblok de\)$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE')
  const asked = fake.requests.filter((r) => r.path.includes('storyblok-only'))
  expect(asked.length).toBeGreaterThan(0)
  expect(
    asked.every((r) => r.query.get('language') === 'de' && r.query.get('token') === 'public-token'),
  ).toBe(true)
  expect(fake.rateLimitBreaches).toBe(0)
  expect(fake.maxRequestsPerSecond()).toBeLessThanOrEqual(5)
})

test('a burst of HTTP 429 answers is retried and the page renders', async ({ page }) => {
  fake.failNext(6, 429, (p) => p.includes('storyblok-after-429'))
  const response = await page.goto(`${origin}/posts/storyblok-after-429`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\(Storyblok en\)$/)
  const asked = fake.requests.filter((r) => r.path.includes('storyblok-after-429'))
  expect(asked.filter((r) => r.status === 429).length).toBe(6)
  expect(asked.at(-1)?.status).toBe(200)
  expect(fake.rateLimitBreaches).toBe(0)
  expect(fake.maxRequestsPerSecond()).toBeLessThanOrEqual(5)
})

test('a 500 from Storyblok gives the localized error page, and the app keeps serving', async ({ page }) => {
  fake.failNext(1_000, 500, (p) => p.includes('storyblok-down'))
  const response = await page.goto(`${origin}/de/posts/storyblok-down`)
  expect(response?.status()).toBe(500)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(messages.de.errorPage.internalTitle)
  await expect(main).toContainText(messages.de.errorPage.internalDescription)
  // No message or stack trace of the failure reaches the page.
  const html = await page.content()
  expect(html).not.toMatch(/ContentServiceError|Storyblok story|with HTTP 500|\.[jt]sx?:\d+:\d+/)
  // Not a crash: the same app still answers, Storyblok-backed pages included.
  expect((await fetch(`${origin}/readyz`)).status).toBe(200)
  const again = await page.goto(`${origin}/de/posts/storyblok-only`)
  expect(again?.status()).toBe(200)
})
